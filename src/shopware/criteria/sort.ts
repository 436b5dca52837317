import { resolveField } from "./fields"
import type { ParseContext } from "./filters"
import { given, type Path } from "./problems"
import { sortItemSchema } from "./schema"

/** Sort direction per column, in the order the client asked for. */
export type Order = Record<string, "ASC" | "DESC">

/**
 * Reads `sort` in the object form (`[{ field, order }]`) or the query-string
 * form (`-createdAt,label`, a leading `-` meaning descending).
 */
export function parseSort(raw: unknown, ctx: ParseContext): Order {
  const order: Order = {}
  const add = (name: string, direction: "ASC" | "DESC", path: Path) => {
    const found = resolveField(name, "sort", ctx.entityName, ctx.fields)
    if (!found.ok) {
      ctx.problems.add(path, found.detail, found.code)
      return
    }
    // A repeated field cannot change the result any more; the first direction wins.
    if (!Object.prototype.hasOwnProperty.call(order, found.value.column)) {
      order[found.value.column] = direction
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
    return order
  }
  if (!Array.isArray(raw)) {
    ctx.problems.add(
      ["sort"],
      `"sort" must be an array of { field, order } objects or a string such as "-createdAt,label", ` +
        `${given(raw)} given.`
    )
    return order
  }
  raw.forEach((item, i) => {
    if (typeof item === "string") {
      addSimple(item, ["sort", i])
      return
    }
    const parsed = ctx.problems.parse(sortItemSchema, item, ["sort", i])
    if (parsed) {
      add(parsed.field, parsed.order ?? "ASC", ["sort", i, "field"])
    }
  })
  return order
}
