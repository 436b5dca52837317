import type { z } from "zod"

/** A refused field's issue as a form words it: its field, and whether its text is too long. */
export type FieldIssue = { field: string; tooLong: boolean }

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
    // The text rule marks a text over its length (src/utils/text-rule.ts).
    const tooLong =
      issue.code === "custom" && issue.params?.rule === "maxLength"
    found[field] ??= words({ field, tooLong })
  }
  return found
}
