import { Input, Label } from "@medusajs/ui"
import { useId, type ComponentPropsWithoutRef } from "react"

type Props = Omit<ComponentPropsWithoutRef<typeof Input>, "id"> & {
  label: string
}

/** An input with a visible label above it. */
export const FilterInput = ({ label, className, ...props }: Props) => {
  const id = useId()
  return (
    <div className={className ?? "flex flex-col gap-y-1"}>
      <Label htmlFor={id} size="xsmall" weight="plus">
        {label}
      </Label>
      <Input id={id} size="small" {...props} />
    </div>
  )
}
