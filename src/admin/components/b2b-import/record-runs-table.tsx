import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"
import { RecordStatusBadge } from "./record-status-badge"
import type { InboundRecord, InboundStatus } from "./types"

/** The record's history of runs, oldest first: what ran, who ran it, on which file, and where it left the record. */
export const RecordRunsTable = ({ record }: { record: InboundRecord }) => {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  const runs = record.runs ?? []
  return (
    <Container className="divide-y p-0" data-plugin-root>
      <div className="px-6 py-4">
        <Heading level="h2">{t("import.runs.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {runs.length ? t("import.runs.description") : t("import.runs.none")}
        </Text>
      </div>
      {runs.length > 0 && (
        <PlainTable
          label={t("import.runs.title")}
          headers={[
            t("import.runs.columns.finished"),
            t("import.runs.columns.action"),
            t("import.runs.columns.status"),
            t("import.runs.columns.by"),
            t("import.runs.columns.file"),
            t("import.runs.columns.errors"),
            t("import.runs.columns.note"),
          ]}
          actions={false}
        >
          {runs.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell className="whitespace-nowrap">
                {time.format(r.finished_at)}
              </Table.Cell>
              <Table.Cell>
                {t(`import.runs.action.${r.action}`, {
                  defaultValue: r.action,
                })}
              </Table.Cell>
              <Table.Cell className="whitespace-nowrap">
                <RecordStatusBadge status={r.status as InboundStatus} />
              </Table.Cell>
              <Table.Cell>{cellText(r.actor)}</Table.Cell>
              <Table.Cell
                className="max-w-[200px] truncate"
                title={r.file_name}
              >
                {r.file_name}
              </Table.Cell>
              <Table.Cell className="text-right">{r.error_count}</Table.Cell>
              <Table.Cell className="whitespace-normal py-2">
                {cellText(r.note ?? r.error_message)}
              </Table.Cell>
            </Table.Row>
          ))}
        </PlainTable>
      )}
    </Container>
  )
}
