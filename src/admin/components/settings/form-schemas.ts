import type { TFunction } from "i18next"
import type { z } from "zod"
import {
  aclRoleSchema,
  integrationSchema as integrationFields,
} from "../../../types/api-access"
import { type FieldIssue, schemaProblems } from "../../lib/schema-problems"
import type { AclRoleInput, IntegrationInput, WebhookDraft } from "./types"
import type { FieldProblems } from "./save-problem"

/*
 * The settings forms check a draft with the server's own schema of the
 * resource (one declaration: src/modules/api-access/resource-schemas.ts);
 * only the words are the form's.
 */

/** The integration form's rules: the server's, every field sent. */
export const integrationSchema = (): z.ZodType<IntegrationInput, unknown> =>
  integrationFields.required()

/** The role form's rules: the server's, every field sent, an empty description as none. */
export const roleSchema = (): z.ZodType<AclRoleInput, unknown> =>
  aclRoleSchema
    .required()
    .transform((role) => ({ ...role, description: role.description || null }))

/** The words of a refused field: a missing name or label, a text too long, else the field named. */
function wordsFor(
  t: TFunction,
  names: Record<string, string>,
  required: Record<string, string>,
  { field, tooLong, empty, max }: FieldIssue
): string {
  if (tooLong) return t("settings.errors.tooLong", { max })
  if (empty && required[field]) return t(required[field])
  return t("settings.errors.fieldRejected", { field: names[field] ?? field })
}

type Checked<T> =
  { data: T; problems?: undefined } | { problems: FieldProblems }

/** Checks a form's values: the cleaned values, or a problem per field in the admin's words. */
export function checkForm<
  T extends IntegrationInput | AclRoleInput | WebhookDraft,
>(
  t: TFunction,
  schema: z.ZodType<T, unknown>,
  fieldNames: Record<string, string>,
  values: unknown
): Checked<T> {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data }
  const required = {
    label: "settings.integrations.fields.labelRequired",
    name: "settings.roles.fields.nameRequired",
  }
  return {
    problems: schemaProblems(schema, values, (issue) =>
      wordsFor(t, fieldNames, required, issue)
    ),
  }
}

/** A form's fields as the server names them (the schema's keys), in words. */
const namesOf =
  (shape: object, words: Record<string, string>) => (t: TFunction) =>
    Object.fromEntries(
      Object.keys(shape).map((key) => [key, t(words[key] ?? key)])
    )

/** The integration form's fields as the server names them, in words. */
export const integrationFieldNames = namesOf(integrationFields.shape, {
  label: "settings.integrations.fields.label",
  role_ids: "settings.integrations.fields.roles",
  admin: "settings.integrations.fields.admin",
})

/** The role form's fields as the server names them, in words. */
export const roleFieldNames = namesOf(aclRoleSchema.shape, {
  name: "settings.roles.fields.name",
  description: "settings.roles.fields.description",
  privileges: "settings.roles.fields.privileges",
})
