import { Label, Switch, Text } from "@medusajs/ui"
import { LabeledSelect } from "./labeled-select"
import { DELIMITER_OPTIONS, ENCODING_OPTIONS } from "./labels"
import type { ProfileInput } from "./types"

type Props = {
  draft: ProfileInput
  set: (patch: Partial<ProfileInput>) => void
  errorFor: (field: string) => string | undefined
}

/** How a CSV file is read: delimiter (or detect), encoding, header row. */
export const ProfileCsvFields = ({ draft, set, errorFor }: Props) => (
  <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
    <legend className="txt-compact-small-plus mb-2">CSV options</legend>
    <LabeledSelect
      id="b2b-profile-delimiter"
      label="CSV delimiter"
      value={draft.csv_delimiter ?? "auto"}
      onChange={(v) => set({ csv_delimiter: v === "auto" ? null : v })}
      options={DELIMITER_OPTIONS}
      error={errorFor("csv_delimiter")}
    />
    <LabeledSelect
      id="b2b-profile-encoding"
      label="CSV encoding"
      value={draft.csv_encoding}
      onChange={(v) => set({ csv_encoding: v as ProfileInput["csv_encoding"] })}
      options={ENCODING_OPTIONS}
      error={errorFor("csv_encoding")}
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
  </fieldset>
)
