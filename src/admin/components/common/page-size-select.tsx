import { Select, Text } from "@medusajs/ui"
import { useId } from "react"
import { PAGE_SIZES } from "../../hooks/use-list-url-state"
import { usePluginTranslation } from "../../lib/i18n"

/** "Rows per page" beside a list's pagination. */
export const PageSizeSelect = ({
  value,
  onChange,
}: {
  value: number
  onChange: (size: number) => void
}) => {
  const { t } = usePluginTranslation()
  const id = useId()
  return (
    <div className="flex items-center gap-x-2 px-6 py-4">
      <Text size="small" className="text-ui-fg-subtle" id={id}>
        {t("common.list.pageSize")}
      </Text>
      <Select
        size="small"
        value={String(value)}
        onValueChange={(v) => onChange(Number(v))}
      >
        <Select.Trigger aria-labelledby={id} className="w-[72px]">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {PAGE_SIZES.map((size) => (
            <Select.Item key={size} value={String(size)}>
              {size}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}
