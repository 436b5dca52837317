import { Label, Switch, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { FieldGroup } from "./field-group"
import { choice, ProfileSelects, useProfileDraft } from "./profile-draft"
import { delimiterOptions, encodingOptions } from "./labels"

/** How a CSV file is read: delimiter (or detect), encoding, header row. */
export const ProfileCsvFields = () => {
  const { t } = usePluginTranslation()
  const { draft, set } = useProfileDraft()
  return (
    <FieldGroup legend={t("import.profile.groups.csv")}>
      <ProfileSelects
        choices={[
          choice(
            "csv_delimiter",
            "delimiter",
            t("import.profile.fields.csv_delimiter"),
            delimiterOptions(t),
            {
              nullAs: "auto",
            }
          ),
          choice(
            "csv_encoding",
            "encoding",
            t("import.profile.fields.csv_encoding"),
            encodingOptions(t)
          ),
        ]}
      />
      <div className="flex flex-col gap-y-2">
        <Label htmlFor="b2b-profile-header" size="small" weight="plus">
          {t("import.profile.fields.csv_header_row")}
        </Label>
        <div className="flex items-center gap-x-2 py-1.5">
          <Switch
            className="shrink-0"
            id="b2b-profile-header"
            checked={draft.csv_header_row}
            onCheckedChange={(v) => set({ csv_header_row: v })}
            aria-describedby="b2b-profile-header-hint"
          />
          <Text
            id="b2b-profile-header-hint"
            size="small"
            className="text-ui-fg-subtle"
          >
            {draft.csv_header_row
              ? t("import.profile.hints.header")
              : t("import.profile.hints.noHeader")}
          </Text>
        </div>
      </div>
    </FieldGroup>
  )
}
