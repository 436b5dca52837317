import { Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"

type Props = { data: Record<string, unknown> | null }

/** The context keys the capture writes, named in words; any other key is shown as it is. */
const KNOWN_KEYS = [
  "currency_code",
  "price_list_id",
  "price_set_id",
  "price_id",
  "rules",
  "min_quantity",
  "max_quantity",
  "location_id",
  "location_name",
  "inventory_item_id",
  "inventory_level_id",
  "order_id",
  "order_display_id",
]

const show = (value: unknown) =>
  value !== null && typeof value === "object"
    ? JSON.stringify(value)
    : String(value)

/** Context data of an entry (currency, price list, location, …) as a compact key/value table. */
export const ContextTable = ({ data }: Props) => {
  const { t } = usePluginTranslation()
  const rows = Object.entries(data ?? {})
  return (
    <div className="flex flex-col gap-y-1">
      <Text size="small" weight="plus">
        {t("history.entry.context")}
      </Text>
      {rows.length === 0 ? (
        <Text size="small" className="text-ui-fg-muted">
          {t("history.entry.none")}
        </Text>
      ) : (
        <table className="txt-compact-small w-full border-collapse">
          <tbody>
            {rows.map(([key, value]) => (
              <tr
                key={key}
                className="border-ui-border-base border-b last:border-b-0"
              >
                <th
                  scope="row"
                  className="text-ui-fg-subtle w-1/3 py-1.5 pr-4 text-left align-top font-normal"
                  title={key}
                >
                  {KNOWN_KEYS.includes(key) ? t(`history.context.${key}`) : key}
                </th>
                <td className="break-all py-1.5 align-top">{show(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
