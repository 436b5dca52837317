import type { ResolvedField } from "./fields"
import { resolvePath } from "./paths"
import type { ParseContext } from "./filters"
import { given, type Path } from "./problems"
import { sortItemSchema, toBoolean } from "./schema"

/** Sort direction per column, in the order the client asked for. */
export type Order = Record<string, "ASC" | "DESC">

/** One sort field; `natural` is Shopware's naturalSorting (shorter text first); `at` is where the criteria gave it (for errors of its evaluation). */
export type SortSpec = {
  field: ResolvedField
  order: "ASC" | "DESC"
  natural: boolean
  at: Path
}

/** The sorts as `query.graph` order; natural and association sorts are applied in memory by the caller. */
export function orderOf(sorts: SortSpec[]): Order {
  return Object.fromEntries(
    sorts.filter((s) => !s.field.via).map((s) => [s.field.column, s.order])
  )
}

/**
 * Reads `sort` in the object form (`[{ field, order }]`) or the query-string
 * form (`-createdAt,label`, a leading `-` meaning descending).
 */
export function parseSort(raw: unknown, ctx: ParseContext): SortSpec[] {
  const sorts: SortSpec[] = []
  const add = (
    name: string,
    direction: "ASC" | "DESC",
    path: Path,
    natural = false
  ) => {
    const found = resolvePath(name, "sort", ctx)
    if (!found.ok) {
      ctx.problems.add(path, found.detail, found.code)
      return
    }
    // A repeated field cannot change the result any more; the first direction wins.
    if (!sorts.some((s) => s.field.column === found.value.column)) {
      sorts.push({ field: found.value, order: direction, natural, at: path })
    }
  }
  const addSimple = (list: string, path: Path) => {
    for (const part of list.split(",").map((p) => p.trim())) {
      if (part === "-" || part === "+") {
        ctx.problems.add(path, `"sort" has a "${part}" without a field name.`)
      } else if (part !== "") {
        const descending = part.startsWith("-")
        add(part.replace(/^[-+]/, ""), descending ? "DESC" : "ASC", path)
      }
    }
  }

  if (typeof raw === "string") {
    addSimple(raw, ["sort"])
    return sorts
  }
  if (!Array.isArray(raw)) {
    ctx.problems.add(
      ["sort"],
      `"sort" must be an array of { field, order } objects or a string such as "-createdAt,label", ` +
        `${given(raw)} given.`
    )
    return sorts
  }
  raw.forEach((item, i) => {
    if (typeof item === "string") {
      addSimple(item, ["sort", i])
      return
    }
    const parsed = ctx.problems.parse(sortItemSchema, item, ["sort", i])
    if (parsed) {
      add(
        parsed.field,
        parsed.order ?? "ASC",
        ["sort", i, "field"],
        toBoolean(parsed.naturalSorting) ?? false
      )
    }
  })
  return sorts
}
