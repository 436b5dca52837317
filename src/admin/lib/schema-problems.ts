import type { z } from "zod"

/**
 * A refused field's issue as a form words it: its field; for a text, whether
 * it is empty, over its length (`max`) or holds a NUL, as the text rule marks them.
 */
export type FieldIssue = {
  field: string
  empty: boolean
  tooLong: boolean
  /** The text holds a NUL character. */
  nul: boolean
  max?: number
}

/**
 * What is wrong with a form's values by the server's own schema of the
 * resource (src/types re-exports it from its module): the first issue per
 * field, in the form's words. Empty when nothing is.
 */
export function schemaProblems(
  schema: z.ZodType,
  value: unknown,
  words: (issue: FieldIssue) => string
): Record<string, string> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const found: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "")
    // The text rule marks an empty text and one over its length (src/utils/text-rule.ts).
    const params = issue.code === "custom" ? issue.params : undefined
    found[field] ??= words({
      field,
      empty: params?.rule === "empty",
      tooLong: params?.rule === "maxLength" || params?.rule === "rawLength",
      nul: params?.rule === "nul",
      max: Number(params?.max),
    })
  }
  return found
}
