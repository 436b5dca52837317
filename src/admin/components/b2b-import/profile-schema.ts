import type { TFunction } from "i18next"
import { z } from "zod"
import type { ProfileInput } from "./types"

/** The profile fields a clerk types (the selects offer only valid choices). */
const profileSchema = (t: TFunction) =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t("import.profile.errors.name"))
        .max(255, t("import.profile.errors.nameLong")),
      currency_code: z
        .string()
        .regex(/^[a-z]{3}$/, t("import.profile.errors.currency"))
        .nullable(),
      customer_lookup: z.string(),
      customer_id: z.string().nullable(),
      price_tolerance_percent: z
        .number(t("import.profile.errors.tolerance"))
        .min(0, t("import.profile.errors.tolerance"))
        .max(1000, t("import.profile.errors.tolerance")),
    })
    .refine((p) => p.customer_lookup !== "fixed" || !!p.customer_id?.trim(), {
      path: ["customer_id"],
      message: t("import.profile.errors.customer"),
    })

/** What is wrong with a profile before it is sent, field by field, in words; empty when nothing is. */
export function profileProblems(
  t: TFunction,
  draft: ProfileInput
): Record<string, string> {
  const result = profileSchema(t).safeParse(draft)
  if (result.success) return {}
  const found: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    found[field] ??= issue.message
  }
  return found
}

/** The form's labels of the server's field keys, to name a refused field in words. */
export const profileFieldLabels = (t: TFunction): Record<string, string> =>
  Object.fromEntries(
    [
      "name",
      "approval_mode",
      "file_format",
      "csv_delimiter",
      "csv_encoding",
      "csv_header_row",
      "decimal_separator",
      "region_id",
      "sales_channel_id",
      "currency_code",
      "customer_id",
      "customer_lookup",
      "shipping_option_id",
      "price_source",
      "file_prices",
      "price_tolerance_percent",
      "active",
    ].map((key) => [key, t(`import.profile.fields.${key}`)])
  )
