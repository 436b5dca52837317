import { FieldFilter } from "./field-filter"
import { FilterInput } from "./filter-input"

export type FilterFormState = {
  fields: string[]
  from: string
  to: string
  search: string
}

type Props = {
  value: FilterFormState
  onChange: (value: FilterFormState) => void
}

/** The filters of the history page: field, from and to day, product search. */
export const HistoryFilterBar = ({ value, onChange }: Props) => {
  const set = (patch: Partial<FilterFormState>) =>
    onChange({ ...value, ...patch })
  return (
    <div className="flex flex-wrap items-end gap-3 px-6 py-4">
      <FilterInput
        label="Search product"
        type="search"
        placeholder="Number or name"
        maxLength={200}
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
        className="flex w-full flex-col gap-y-1 sm:w-64"
      />
      <FieldFilter
        value={value.fields}
        onChange={(fields) => set({ fields })}
      />
      <FilterInput
        label="From"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => set({ from: e.target.value })}
      />
      <FilterInput
        label="To"
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
    </div>
  )
}
