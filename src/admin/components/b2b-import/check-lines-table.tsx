import { Table } from "@medusajs/ui"
import type { AdminInboundCheck } from "../../../types/b2b-import"
import { usePluginTranslation } from "../../lib/i18n"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"
import { formatMoney } from "./money"

/** The check's lines: file, import, shop and order prices and stock; a line that differs is highlighted. */
export const CheckLinesTable = ({ check }: { check: AdminInboundCheck }) => {
  const { t, i18n } = usePluginTranslation()
  const currency = check.totals?.currency_code ?? ""
  const money = (value: number | null) =>
    formatMoney(value, currency, i18n.language)
  const differing = new Set(check.differences.map((d) => d.row))
  return (
    <PlainTable
      label={t("import.check.lines")}
      headers={[
        t("import.check.columns.row"),
        t("import.check.columns.sku"),
        t("import.check.columns.title"),
        t("import.check.columns.quantity"),
        t("import.check.columns.filePrice"),
        t("import.check.columns.importPrice"),
        t("import.check.columns.shopPrice"),
        t("import.check.columns.stock"),
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
          <Table.Cell>{money(line.file_price)}</Table.Cell>
          <Table.Cell>{money(line.import_price)}</Table.Cell>
          <Table.Cell>{money(line.shop_price)}</Table.Cell>
          <Table.Cell>
            {line.stock_available === null
              ? t("import.check.notTracked")
              : line.stock_available}
          </Table.Cell>
        </Table.Row>
      ))}
    </PlainTable>
  )
}
