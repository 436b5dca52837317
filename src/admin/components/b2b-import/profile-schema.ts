import type { TFunction } from "i18next"
import { profileSchema } from "../../../types/b2b-import"
import { type FieldIssue, schemaProblems } from "../../lib/schema-problems"
import type { ProfileInput } from "./types"

/**
 * A profile draft is checked with the server's own schema of a profile (one
 * declaration: src/modules/b2b-import/profile-schema.ts), plus the form's
 * one rule the API leaves to the clerk: a fixed customer needs its id.
 */
const profileRules = profileSchema.refine(
  (p) => p.customer_lookup !== "fixed" || !!p.customer_id?.trim(),
  { path: ["customer_id"] }
)

/** Fields with words of their own (`import.profile.errors.*`; a name's when it is missing); others are named in the form's general words. */
const OWN_WORDS: Record<string, string> = {
  name: "name",
  currency_code: "currency",
  customer_id: "customer",
  price_tolerance_percent: "tolerance",
}

/** A refused field in the clerk's words: its own, else "<label>: this value was not accepted". */
function wordsFor(t: TFunction, issue: FieldIssue): string {
  const { field, tooLong, empty, nul } = issue
  if (nul)
    return t("import.form.nul", { field: t(`import.profile.fields.${field}`) })
  if (field === "name" && tooLong) return t("import.profile.errors.nameLong")
  // A name that is there but refused (e.g. an invisible character) is named, not asked for.
  const own = field !== "name" || empty ? OWN_WORDS[field] : undefined
  return own
    ? t(`import.profile.errors.${own}`)
    : t("import.form.fieldRejected", {
        field: t(`import.profile.fields.${field}`),
      })
}

/** What is wrong with a profile before it is sent, field by field, in words; empty when nothing is. */
export const profileProblems = (t: TFunction, draft: ProfileInput) =>
  schemaProblems(profileRules, draft, (issue) => wordsFor(t, issue))

/** The form's labels of the server's field keys (the schema's), to name a refused field in words. */
export const profileFieldLabels = (t: TFunction): Record<string, string> =>
  Object.fromEntries(
    Object.keys(profileSchema.shape).map((key) => [
      key,
      t(`import.profile.fields.${key}`),
    ])
  )
