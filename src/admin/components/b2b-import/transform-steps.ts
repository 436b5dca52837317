import type { TFunction } from "i18next"
import { transformStepSchema } from "../../../types/b2b-import"
import type { TransformStep } from "./types"

/**
 * The step types and each type's options, read off the server's one schema
 * of a step (src/modules/b2b-import/schemas.ts): a new type or option there
 * is known here without a second list.
 */
const OPTIONS: Record<string, string[]> = Object.fromEntries(
  transformStepSchema.options.flatMap((variant) => {
    const { type, ...options } = variant.shape
    // A variant names its type as a literal or, for steps without options, an enum of several.
    const names = "options" in type ? type.options : [...type.values]
    return names.map((name) => [name, Object.keys(options)])
  })
)
const TYPES = Object.keys(OPTIONS)

/** The words for a step whose options the server's schema refuses, by type. */
const OPTION_WORDS: Record<string, string> = {
  number: "separator",
  date: "dateFormat",
  default: "defaultValue",
  map: "mapValues",
}

/** What is wrong with one step, in words, or nothing: the server's schema decides, the form names the part. */
function stepProblem(
  t: TFunction,
  step: unknown,
  n: number
): string | undefined {
  const e = (key: string, values: Record<string, unknown> = {}) =>
    t(`import.transform.errors.${key}`, { n, ...values })
  if (!step || typeof step !== "object" || Array.isArray(step))
    return e("notObject")
  const { type, ...options } = step as Record<string, unknown>
  if (typeof type !== "string" || !TYPES.includes(type))
    return e("unknownType", { type: String(type), types: TYPES.join(", ") })
  const extra = Object.keys(options).filter((k) => !OPTIONS[type].includes(k))
  if (extra.length)
    return e("extraOption", {
      type,
      options: extra.map((k) => `"${k}"`).join(", "),
    })
  if (transformStepSchema.safeParse(step).success) return undefined
  return e(OPTION_WORDS[type] ?? "notObject")
}

/** Reads a mapping's transform text: empty is none, otherwise a JSON list of steps, checked step by step. */
export function parseTransform(
  t: TFunction,
  text: string
): { steps: TransformStep[] | null; problem?: string } {
  if (!text.trim()) return { steps: null }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    return {
      steps: null,
      problem: t("import.transform.errors.json", {
        reason: (err as Error).message,
      }),
    }
  }
  if (!Array.isArray(value))
    return { steps: null, problem: t("import.transform.errors.notList") }
  const problem = value
    .map((step, i) => stepProblem(t, step, i + 1))
    .find(Boolean)
  return problem
    ? { steps: null, problem }
    : { steps: value as TransformStep[] }
}
