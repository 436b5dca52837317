import { ChevronDownMini } from "@medusajs/icons"
import { Button, DropdownMenu, Label } from "@medusajs/ui"
import { useId } from "react"
import { FIELD_NAMES } from "./types"

type Props = { value: string[]; onChange: (value: string[]) => void }

/** Multi-select of the tracked field names (a menu of check boxes), labelled "Field". */
export const FieldFilter = ({ value, onChange }: Props) => {
  const id = useId()
  const toggle = (field: string, checked: boolean) =>
    onChange(checked ? [...value, field] : value.filter((f) => f !== field))
  const summary =
    value.length === 0
      ? "All fields"
      : value.length === 1
        ? value[0]
        : `${value.length} fields`

  return (
    <div className="flex flex-col gap-y-1">
      <Label htmlFor={id} size="xsmall" weight="plus">
        Field
      </Label>
      <DropdownMenu modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button
            id={id}
            variant="secondary"
            size="small"
            className="min-w-[140px] justify-between"
          >
            {summary}
            <ChevronDownMini />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="start"
          className="max-h-[360px] overflow-y-auto"
        >
          {value.length > 0 && (
            <>
              <DropdownMenu.Item onSelect={() => onChange([])}>
                Clear field filter
              </DropdownMenu.Item>
              <DropdownMenu.Separator />
            </>
          )}
          {FIELD_NAMES.map((field) => (
            <DropdownMenu.CheckboxItem
              key={field}
              checked={value.includes(field)}
              onCheckedChange={(checked) => toggle(field, checked === true)}
              onSelect={(event) => event.preventDefault()}
            >
              {field}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu>
    </div>
  )
}
