import type { TFunction } from "i18next"
import { z } from "zod"
import type { AclRoleInput, IntegrationInput } from "./types"
import type { FieldProblems } from "./save-problem"

/** The integration form's rules, as the server checks them, with messages in the admin's language. */
export const integrationSchema = (t: TFunction) =>
  z.object({
    label: z
      .string()
      .trim()
      .min(1, t("settings.integrations.fields.labelRequired"))
      .max(255, t("settings.errors.tooLong", { max: 255 })),
    admin: z.boolean(),
    role_ids: z.array(z.string()),
  })

/** The role form's rules, as the server checks them. */
export const roleSchema = (t: TFunction) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, t("settings.roles.fields.nameRequired"))
      .max(255, t("settings.errors.tooLong", { max: 255 })),
    description: z
      .string()
      .trim()
      .max(2000, t("settings.errors.tooLong", { max: 2000 }))
      .nullable()
      .transform((text) => text || null),
    privileges: z.array(z.string()),
  })

type Checked<T> =
  { data: T; problems?: undefined } | { problems: FieldProblems }

/** Checks a form's values: the cleaned values, or a problem per field. */
export function checkForm<T extends IntegrationInput | AclRoleInput>(
  schema: z.ZodType<T, unknown>,
  values: unknown
): Checked<T> {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data }
  const problems: FieldProblems = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "")
    problems[field] ??= issue.message
  }
  return { problems }
}

/** The integration form's fields as the server names them, in words. */
export const integrationFieldNames = (t: TFunction) => ({
  label: t("settings.integrations.fields.label"),
  role_ids: t("settings.integrations.fields.roles"),
  admin: t("settings.integrations.fields.admin"),
})

/** The role form's fields as the server names them, in words. */
export const roleFieldNames = (t: TFunction) => ({
  name: t("settings.roles.fields.name"),
  description: t("settings.roles.fields.description"),
  privileges: t("settings.roles.fields.privileges"),
})
