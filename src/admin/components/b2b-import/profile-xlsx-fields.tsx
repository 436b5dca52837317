import { Input } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { FieldGroup } from "./field-group"
import { FormField } from "./form-field"
import { useProfileDraft } from "./profile-draft"

/** How an Excel workbook is read: which sheet, and which row holds the column headers. */
export const ProfileXlsxFields = () => {
  const { t } = usePluginTranslation()
  const { draft, set, errorFor } = useProfileDraft()
  const described = (key: string) =>
    errorFor(key) ? `b2b-profile-${key}-error` : `b2b-profile-${key}-hint`
  return (
    <FieldGroup legend={t("import.profile.groups.xlsx")}>
      <FormField
        id="b2b-profile-sheet_name"
        label={t("import.profile.fields.sheet_name")}
        hint={t("import.profile.hints.sheet")}
        error={errorFor("sheet_name")}
      >
        <Input
          id="b2b-profile-sheet_name"
          value={draft.sheet_name ?? ""}
          placeholder={t("import.profile.hints.sheetPlaceholder")}
          onChange={(e) => set({ sheet_name: e.target.value || null })}
          aria-invalid={Boolean(errorFor("sheet_name"))}
          aria-describedby={described("sheet_name")}
        />
      </FormField>
      <FormField
        id="b2b-profile-header_row"
        label={t("import.profile.fields.header_row")}
        hint={t("import.profile.hints.headerRow")}
        error={errorFor("header_row")}
      >
        <Input
          id="b2b-profile-header_row"
          type="number"
          min={1}
          step={1}
          value={String(draft.header_row)}
          onChange={(e) => set({ header_row: Number(e.target.value) })}
          aria-invalid={Boolean(errorFor("header_row"))}
          aria-describedby={described("header_row")}
        />
      </FormField>
    </FieldGroup>
  )
}
