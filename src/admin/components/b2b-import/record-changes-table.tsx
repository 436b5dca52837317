import { Container, Heading, Table, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"
import type { InboundRecord } from "./types"

/** A changed value as the message writes it: prices with two decimals. */
const changeValue = (field: string, value: unknown) =>
  field === "unitPrice" && typeof value === "number"
    ? value.toFixed(2)
    : cellText(value)

/** What Approve found changed since the import (prices, products, customer). */
export const RecordChangesTable = ({ record }: { record: InboundRecord }) => {
  const { t } = usePluginTranslation()
  const changes = record.changes ?? []
  return (
    <Container className="divide-y p-0" data-plugin-root>
      <div className="px-6 py-4">
        <Heading level="h2">{t("import.changes.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("import.changes.description")}
        </Text>
      </div>
      <PlainTable
        label={t("import.changes.title")}
        headers={[
          t("import.changes.columns.row"),
          t("import.changes.columns.sku"),
          t("import.changes.columns.field"),
          t("import.changes.columns.before"),
          t("import.changes.columns.after"),
          t("import.changes.columns.message"),
        ]}
        actions={false}
      >
        {changes.map((c, i) => (
          <Table.Row key={i} data-change={c.field}>
            <Table.Cell>{cellText(c.row)}</Table.Cell>
            <Table.Cell>{cellText(c.sku)}</Table.Cell>
            <Table.Cell>
              {t(`import.changes.field.${c.field}`, { defaultValue: c.field })}
            </Table.Cell>
            <Table.Cell>{changeValue(c.field, c.before)}</Table.Cell>
            <Table.Cell>{changeValue(c.field, c.after)}</Table.Cell>
            <Table.Cell className="whitespace-normal py-2">
              {c.message}
            </Table.Cell>
          </Table.Row>
        ))}
      </PlainTable>
    </Container>
  )
}
