import { Container, Heading, Table, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"
import type { RowError } from "./types"

/** The row-level problems of the last run: where, what value, and why in words. */
export const RecordErrorsTable = ({ errors }: { errors: RowError[] }) => {
  const { t } = usePluginTranslation()
  return (
    <Container className="divide-y p-0" data-plugin-root>
      <div className="px-6 py-4">
        <Heading level="h2">{t("import.errors.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {errors.length
            ? t("import.errors.count", { count: errors.length })
            : t("import.errors.none")}
        </Text>
      </div>
      {errors.length > 0 && (
        <PlainTable
          label={t("import.errors.title")}
          headers={[
            t("import.errors.columns.row"),
            t("import.errors.columns.column"),
            t("import.errors.columns.value"),
            t("import.errors.columns.message"),
          ]}
          actions={false}
        >
          {errors.map((e, i) => (
            <Table.Row key={i} data-code={e.code}>
              <Table.Cell>{e.row ?? t("import.errors.wholeFile")}</Table.Cell>
              <Table.Cell>{cellText(e.column)}</Table.Cell>
              <Table.Cell
                className="max-w-[200px] truncate"
                title={cellText(e.value)}
              >
                {cellText(e.value)}
              </Table.Cell>
              <Table.Cell className="whitespace-normal py-2">
                {e.message}
              </Table.Cell>
            </Table.Row>
          ))}
        </PlainTable>
      )}
    </Container>
  )
}
