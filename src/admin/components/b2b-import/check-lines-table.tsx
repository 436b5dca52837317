import { Table, Text } from "@medusajs/ui"
import type {
  AdminCheckDifference,
  AdminInboundCheck,
} from "../../../types/b2b-import"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"

const money = (value: number | null, currency: string) =>
  value === null ? "–" : `${value.toFixed(2)} ${currency.toUpperCase()}`

/** The check's lines: file, import, shop and order prices and stock; a line that differs is highlighted. */
export const CheckLinesTable = ({ check }: { check: AdminInboundCheck }) => {
  const currency = check.totals?.currency_code ?? ""
  const differing = new Set(check.differences.map((d) => d.row))
  return (
    <PlainTable
      headers={[
        "Row",
        "SKU",
        "Title",
        "Qty",
        "File price",
        "Price at import",
        "Shop price now",
        "Stock",
      ]}
      actions={false}
    >
      {check.lines.map((line) => (
        <Table.Row
          key={line.row}
          data-differs={differing.has(line.row) || undefined}
          className={
            differing.has(line.row) ? "bg-ui-tag-orange-bg" : undefined
          }
        >
          <Table.Cell>{line.row}</Table.Cell>
          <Table.Cell>{line.sku}</Table.Cell>
          <Table.Cell>{cellText(line.title)}</Table.Cell>
          <Table.Cell>{line.quantity}</Table.Cell>
          <Table.Cell>{money(line.file_price, currency)}</Table.Cell>
          <Table.Cell>{money(line.import_price, currency)}</Table.Cell>
          <Table.Cell>{money(line.shop_price, currency)}</Table.Cell>
          <Table.Cell>
            {line.stock_available === null
              ? "not tracked"
              : line.stock_available}
          </Table.Cell>
        </Table.Row>
      ))}
    </PlainTable>
  )
}

/** The check's totals with tax, as approve would create the order now. */
export const CheckTotals = ({ check }: { check: AdminInboundCheck }) => {
  const t = check.totals
  if (!t)
    return (
      <Text size="small" className="px-6 py-3 text-ui-fg-muted">
        No line can be priced now, so there are no totals.
      </Text>
    )
  const rows: [string, number][] = [
    ["Subtotal", t.subtotal],
    ["Shipping", t.shipping_total],
    ["Tax", t.tax_total],
    ["Total", t.total],
  ]
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-6 px-6 py-3 txt-compact-small">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ui-fg-subtle">{label}</dt>
          <dd className="text-right" data-total={label}>
            {money(value, t.currency_code)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The differences since the import, in words; those that need the clerk's acceptance or stop the order are marked. */
export const CheckDifferences = ({
  differences,
}: {
  differences: AdminCheckDifference[]
}) =>
  differences.length ? (
    <ul className="flex flex-col gap-y-1 px-6 py-3" aria-label="Differences">
      {differences.map((d, i) => (
        <li key={i} className="txt-compact-small">
          <span
            className={
              d.allowed
                ? "text-ui-fg-subtle"
                : d.acceptable
                  ? "text-ui-fg-base font-medium"
                  : "text-ui-fg-error font-medium"
            }
          >
            {d.allowed
              ? "Within the profile's tolerance: "
              : d.acceptable
                ? "Needs your acceptance: "
                : "Cannot be ordered: "}
          </span>
          {d.message}
        </li>
      ))}
    </ul>
  ) : (
    <Text size="small" className="px-6 py-3 text-ui-fg-subtle">
      Nothing changed since the import.
    </Text>
  )
