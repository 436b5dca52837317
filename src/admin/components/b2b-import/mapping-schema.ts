import type { TFunction } from "i18next"
import { mappingFieldsSchema } from "../../../types/b2b-import"
import { type FieldIssue, schemaProblems } from "../../lib/schema-problems"

/** Words of the form's fields (`import.mapping.errors.*`); the transform is checked step by step before (transform-steps.ts). */
function wordsFor(t: TFunction, { field, tooLong, empty }: FieldIssue): string {
  if (field === "source" && (tooLong || empty))
    return t(`import.mapping.errors.${tooLong ? "sourceLong" : "source"}`)
  if (field === "target" || field === "position")
    return t(`import.mapping.errors.${field}`)
  return t("import.form.fieldRejected", {
    field: t(`import.mapping.fields.${field}`),
  })
}

/**
 * What is wrong with a mapping before it is sent, by the server's own schema
 * of a mapping (src/modules/b2b-import/field-mapping-schema.ts), field by
 * field in words; empty when nothing is.
 */
export const mappingProblems = (t: TFunction, body: unknown) =>
  schemaProblems(mappingFieldsSchema, body, (issue) => wordsFor(t, issue))

/** The form's labels of the server's field keys (the schema's), to name a refused field in words. */
export const mappingFieldLabels = (t: TFunction): Record<string, string> =>
  Object.fromEntries(
    Object.keys(mappingFieldsSchema.shape).map((key) => [
      key,
      t(`import.mapping.fields.${key}`),
    ])
  )
