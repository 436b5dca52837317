import { Label, Switch, Text } from "@medusajs/ui"
import { FieldGroup } from "./edit-form"
import { choice, ProfileSelects, useProfileDraft } from "./profile-draft"
import { DELIMITER_OPTIONS, ENCODING_OPTIONS } from "./labels"

/** How a CSV file is read: delimiter (or detect), encoding, header row. */
export const ProfileCsvFields = () => {
  const { draft, set } = useProfileDraft()
  return (
    <FieldGroup legend="CSV options">
      <ProfileSelects
        choices={[
          choice(
            "csv_delimiter",
            "delimiter",
            "CSV delimiter",
            DELIMITER_OPTIONS,
            { nullAs: "auto" }
          ),
          choice("csv_encoding", "encoding", "CSV encoding", ENCODING_OPTIONS),
        ]}
      />
      <div className="flex flex-col gap-y-2">
        <Label htmlFor="b2b-profile-header" size="small" weight="plus">
          Header row
        </Label>
        <div className="flex items-center gap-x-2 py-1.5">
          <Switch
            className="shrink-0"
            id="b2b-profile-header"
            checked={draft.csv_header_row}
            onCheckedChange={(v) => set({ csv_header_row: v })}
          />
          <Text size="small" className="text-ui-fg-subtle">
            {draft.csv_header_row
              ? "The first line names the columns"
              : "No header: map columns by number (1, 2, …)"}
          </Text>
        </div>
      </div>
    </FieldGroup>
  )
}
