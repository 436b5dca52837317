import type { TransformStep } from "./types"

const TYPES = ["trim", "upper", "lower", "number", "date", "default", "map"]
const OPTIONS: Record<string, string[]> = {
  number: ["decimalSeparator"],
  date: ["format"],
  default: ["value"],
  map: ["values"],
}

/** What is wrong with one step, in words, or nothing (mirrors the server's transform schema). */
function stepProblem(step: unknown, n: number): string | undefined {
  if (!step || typeof step !== "object" || Array.isArray(step))
    return `Step ${n} must be an object such as {"type":"trim"}.`
  const { type, ...options } = step as Record<string, unknown>
  if (typeof type !== "string" || !TYPES.includes(type))
    return `Step ${n}: "${String(type)}" is not a transform type; use ${TYPES.join(", ")}.`
  const extra = Object.keys(options).filter(
    (k) => !(OPTIONS[type] ?? []).includes(k)
  )
  if (extra.length)
    return `Step ${n} (${type}) does not take ${extra.map((k) => `"${k}"`).join(", ")}.`
  if (
    type === "number" &&
    options.decimalSeparator !== undefined &&
    ![".", ","].includes(options.decimalSeparator as string)
  )
    return `Step ${n} (number): decimalSeparator is "." or ",".`
  if (
    type === "date" &&
    (typeof options.format !== "string" || !options.format)
  )
    return `Step ${n} (date) needs a format, e.g. "dd.MM.yyyy".`
  if (type === "default" && typeof options.value !== "string")
    return `Step ${n} (default) needs a text value, e.g. {"type":"default","value":"1"}.`
  if (type === "map") {
    const values = options.values
    const ok =
      values &&
      typeof values === "object" &&
      !Array.isArray(values) &&
      Object.values(values).every((v) => typeof v === "string")
    if (!ok)
      return `Step ${n} (map) needs values from text to text, e.g. {"type":"map","values":{"Stk":"1"}}.`
  }
  return undefined
}

/** Reads a mapping's transform text: empty is none, otherwise a JSON list of steps, checked step by step. */
export function parseTransform(text: string): {
  steps: TransformStep[] | null
  problem?: string
} {
  if (!text.trim()) return { steps: null }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return {
      steps: null,
      problem: `The transform is not valid JSON: ${(e as Error).message}`,
    }
  }
  if (!Array.isArray(value))
    return {
      steps: null,
      problem: 'The transform must be a list of steps, e.g. [{"type":"trim"}].',
    }
  const problem = value.map((step, i) => stepProblem(step, i + 1)).find(Boolean)
  return problem
    ? { steps: null, problem }
    : { steps: value as TransformStep[] }
}
