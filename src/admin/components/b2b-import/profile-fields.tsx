import { Input, Label, Switch, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { FieldGroup } from "./field-group"
import { FormField } from "./form-field"
import {
  approvalOptions,
  decimalOptions,
  filePricesOptions,
  formatOptions,
  lookupOptions,
  priceOptions,
} from "./labels"
import { ProfileCsvFields } from "./profile-csv-fields"
import { ProfileDefaultsFields } from "./profile-defaults-fields"
import {
  choice,
  ProfileSelect,
  ProfileSelects,
  useProfileDraft,
} from "./profile-draft"
import { ProfileMoreFields } from "./profile-more-fields"
import { ProfileToleranceField } from "./profile-tolerance-field"
import { ProfileXlsxFields } from "./profile-xlsx-fields"

/** The profile form's fields: name and how files are read, customer and prices, order defaults, active. */
export const ProfileFields = () => {
  const { t } = usePluginTranslation()
  const { draft, set, errorFor } = useProfileDraft()
  const field = (key: string) => t(`import.profile.fields.${key}`)
  return (
    <>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormField
          id="b2b-profile-name"
          label={field("name")}
          error={errorFor("name")}
        >
          <Input
            id="b2b-profile-name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            aria-invalid={Boolean(errorFor("name"))}
            aria-describedby={
              errorFor("name") ? "b2b-profile-name-error" : undefined
            }
          />
        </FormField>
        <ProfileSelects
          choices={[
            choice(
              "approval_mode",
              "approval",
              field("approval_mode"),
              approvalOptions(t),
              {
                hint: t("import.profile.hints.approval"),
              }
            ),
            choice(
              "file_format",
              "format",
              field("file_format"),
              formatOptions(t)
            ),
            choice(
              "decimal_separator",
              "decimal",
              field("decimal_separator"),
              decimalOptions(t)
            ),
          ]}
        />
      </div>
      {draft.file_format === "csv" && <ProfileCsvFields />}
      {draft.file_format === "xlsx" && <ProfileXlsxFields />}
      <FieldGroup legend={t("import.profile.groups.customerPrices")}>
        <ProfileSelect
          field="customer_lookup"
          id="lookup"
          label={field("customer_lookup")}
          options={lookupOptions(t)}
          hint={t("import.profile.hints.lookup")}
        />
        {draft.customer_lookup === "number" && (
          <FormField
            id="b2b-profile-customer_number_field"
            label={field("customer_number_field")}
            hint={t("import.profile.hints.numberField")}
            error={errorFor("customer_number_field")}
          >
            <Input
              id="b2b-profile-customer_number_field"
              value={draft.customer_number_field}
              onChange={(e) =>
                set({ customer_number_field: e.target.value.trim() })
              }
              aria-invalid={Boolean(errorFor("customer_number_field"))}
              aria-describedby="b2b-profile-customer_number_field-hint"
            />
          </FormField>
        )}
        {draft.customer_lookup === "fixed" && (
          <FormField
            id="b2b-profile-customer_id"
            label={field("customer_id")}
            hint={t("import.profile.hints.customer")}
            error={errorFor("customer_id")}
          >
            <Input
              id="b2b-profile-customer_id"
              value={draft.customer_id ?? ""}
              onChange={(e) =>
                set({ customer_id: e.target.value.trim() || null })
              }
              aria-invalid={Boolean(errorFor("customer_id"))}
              aria-describedby="b2b-profile-customer_id-hint"
            />
          </FormField>
        )}
        <ProfileSelect
          field="price_source"
          id="price"
          label={field("price_source")}
          options={priceOptions(t)}
        />
        {draft.price_source === "file" && (
          <ProfileSelect
            field="file_prices"
            id="file-prices"
            label={field("file_prices")}
            options={filePricesOptions(t, draft.file_format)}
            nullAs="default"
            hint={t("import.profile.hints.filePrices")}
          />
        )}
        <ProfileToleranceField />
      </FieldGroup>
      <ProfileDefaultsFields />
      <ProfileMoreFields />
      <div className="flex items-center gap-x-2">
        <Switch
          id="b2b-profile-active"
          checked={draft.active}
          onCheckedChange={(v) => set({ active: v })}
          aria-describedby="b2b-profile-active-hint"
        />
        <Label htmlFor="b2b-profile-active" size="small" weight="plus">
          {field("active")}
        </Label>
        <Text
          id="b2b-profile-active-hint"
          size="small"
          className="text-ui-fg-subtle"
        >
          {draft.active
            ? t("import.profile.hints.active")
            : t("import.profile.hints.inactive")}
        </Text>
      </div>
    </>
  )
}
