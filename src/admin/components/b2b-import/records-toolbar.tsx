import { Input } from "@medusajs/ui"
import { FormField } from "./form-field"
import { LabeledSelect } from "./labeled-select"
import { STATUS_OPTIONS } from "./labels"

type Props = {
  status: string
  onStatus: (value: string) => void
  search: string
  onSearch: (value: string) => void
}

const OPTIONS = [{ value: "all", label: "All statuses" }, ...STATUS_OPTIONS]

/** The records list's filters: status and a live search in file names and order numbers. */
export const RecordsToolbar = ({
  status,
  onStatus,
  search,
  onSearch,
}: Props) => (
  <div className="grid grid-cols-1 gap-4 px-6 py-4 md:grid-cols-[220px_minmax(0,360px)]">
    <LabeledSelect
      id="b2b-records-status"
      label="Status"
      value={status}
      onChange={onStatus}
      options={OPTIONS}
    />
    <FormField id="b2b-records-search" label="Search records">
      <Input
        id="b2b-records-search"
        type="search"
        placeholder="File name or order number"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
    </FormField>
  </div>
)
