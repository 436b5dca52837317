import type { TFunction } from "i18next"
import type { TransformStep } from "./types"

const TYPES = ["trim", "upper", "lower", "number", "date", "default", "map"]
const OPTIONS: Record<string, string[]> = {
  number: ["decimalSeparator"],
  date: ["format"],
  default: ["value"],
  map: ["values"],
}

/** What is wrong with one step, in words, or nothing (mirrors the server's transform schema). */
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
  const extra = Object.keys(options).filter(
    (k) => !(OPTIONS[type] ?? []).includes(k)
  )
  if (extra.length)
    return e("extraOption", {
      type,
      options: extra.map((k) => `"${k}"`).join(", "),
    })
  if (
    type === "number" &&
    options.decimalSeparator !== undefined &&
    ![".", ","].includes(options.decimalSeparator as string)
  )
    return e("separator")
  if (
    type === "date" &&
    (typeof options.format !== "string" || !options.format)
  )
    return e("dateFormat")
  if (type === "default" && typeof options.value !== "string")
    return e("defaultValue")
  if (type === "map") {
    const values = options.values
    const ok =
      values &&
      typeof values === "object" &&
      !Array.isArray(values) &&
      Object.values(values).every((v) => typeof v === "string")
    if (!ok) return e("mapValues")
  }
  return undefined
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
