import { Input, Label, Switch, Text } from "@medusajs/ui"
import type { TFunction } from "i18next"
import type { ReactNode } from "react"
import { fieldKind, profileSchema } from "../../../types/b2b-import"
import { usePluginTranslation } from "../../lib/i18n"
import type { DetailItem } from "./detail-list"
import { FormField } from "./form-field"
import { ProfileSelect, useProfileDraft } from "./profile-draft"
import type { Profile, ProfileInput } from "./types"

/**
 * The profile fields the form and the summary lay out by hand. Any other
 * field of the one schema (src/modules/b2b-import/profile-schema.ts) gets a
 * control of its kind at the end of the form and a line in the summary, so
 * a new field needs only its schema line, which carries its label and hint
 * (read into `import.profile.fields.<field>` and `import.profile.fieldHints.<field>`
 * by src/admin/i18n; a choice's words: `import.profile.values.<field>.<value>`).
 */
export const LAID_OUT_FIELDS: readonly string[] = [
  "name",
  "approval_mode",
  "file_format",
  "csv_delimiter",
  "csv_encoding",
  "csv_header_row",
  "sheet_name",
  "header_row",
  "decimal_separator",
  "region_id",
  "sales_channel_id",
  "currency_code",
  "customer_id",
  "customer_lookup",
  "customer_number_field",
  "shipping_option_id",
  "price_source",
  "file_prices",
  "price_tolerance_percent",
  "active",
]

type Key = keyof ProfileInput & keyof typeof profileSchema.shape

/** The schema's fields the form does not lay out, with their kind. */
const moreFields = () =>
  (Object.keys(profileSchema.shape) as Key[])
    .filter((key) => !LAID_OUT_FIELDS.includes(key))
    .map((key) => ({ key, kind: fieldKind(profileSchema.shape[key]) }))

const valueWords = (t: TFunction, key: string, value: string) =>
  t(`import.profile.values.${key}.${value}`, { defaultValue: value })

/** A field's value in words, for the summary. */
function valueText(t: TFunction, key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "–"
  if (typeof value === "boolean")
    return t(value ? "import.profile.yes" : "import.profile.no")
  return valueWords(t, key, String(value))
}

/** The summary's lines of the fields not laid out by hand. */
export const moreSummaryItems = (t: TFunction, p: Profile): DetailItem[] =>
  moreFields().map(({ key }) => [
    t(`import.profile.fields.${key}`),
    valueText(t, key, p[key]),
  ])

/** The form's controls of the fields not laid out by hand: a switch, a select or an input by the field's kind. */
export const ProfileMoreFields = () => {
  const { t } = usePluginTranslation()
  const { draft, set, errorFor } = useProfileDraft()
  return (
    <>
      {moreFields().map(({ key, kind }): ReactNode => {
        const id = `b2b-profile-${key}`
        const label = t(`import.profile.fields.${key}`)
        const hint =
          t(`import.profile.fieldHints.${key}`, { defaultValue: "" }) ||
          undefined
        const value = draft[key]
        if (kind.kind === "boolean")
          return (
            <div key={key} className="flex items-center gap-x-2">
              <Switch
                id={id}
                checked={value === true}
                onCheckedChange={(v) => set({ [key]: v })}
              />
              <Label htmlFor={id} size="small" weight="plus">
                {label}
              </Label>
              {hint && (
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {hint}
                </Text>
              )}
            </div>
          )
        if (kind.kind === "enum")
          return (
            <ProfileSelect
              key={key}
              field={key}
              id={key}
              label={label}
              hint={hint}
              options={kind.values.map((v) => ({
                value: v,
                label: valueWords(t, key, v),
              }))}
            />
          )
        if (kind.kind === "json" || kind.kind === "list") return null
        const numeric = kind.kind !== "string"
        return (
          <FormField
            key={key}
            id={id}
            label={label}
            hint={hint}
            error={errorFor(key)}
          >
            <Input
              id={id}
              type={numeric ? "number" : "text"}
              value={value == null ? "" : String(value)}
              aria-invalid={Boolean(errorFor(key))}
              onChange={(e) => {
                const text = e.target.value
                set({
                  [key]: text === "" ? null : numeric ? Number(text) : text,
                })
              }}
            />
          </FormField>
        )
      })}
    </>
  )
}
