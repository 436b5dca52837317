import { Container, Heading, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { usePluginTranslation } from "../../lib/i18n"
import { TimeZoneNote } from "../common/time-zone-note"
import { NoticeBox } from "./notice-box"
import { RecordActions } from "./record-actions"
import { RecordRejection } from "./record-rejection"
import { HeldBadge, RecordStatusBadge } from "./record-status-badge"
import type { InboundRecord } from "./types"

/**
 * A record's first section: the file name (the page's heading, where the
 * focus goes when the control that opened a dialog is gone), status, the
 * order it created, its actions, and the problem or rejection in words.
 */
export const RecordHeader = ({ record }: { record: InboundRecord }) => {
  const { t } = usePluginTranslation()
  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4" data-plugin-root>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-y-1">
          <Heading
            level="h1"
            className="break-all outline-none"
            tabIndex={-1}
            data-page-heading
          >
            {record.file_name}
          </Heading>
          <div className="flex flex-wrap items-center gap-x-2">
            <Text size="small" className="text-ui-fg-subtle">
              {t("import.record.status")}
            </Text>
            <RecordStatusBadge status={record.status} withCode />
            {record.hold && <HeldBadge />}
            {record.order_id && (
              <Link
                to={`/orders/${record.order_id}`}
                className="txt-compact-small text-ui-fg-interactive-hover hover:underline"
              >
                {record.order?.display_id
                  ? t("import.record.order", {
                      number: record.order.display_id,
                    })
                  : t("import.record.openOrder")}
              </Link>
            )}
          </div>
          <Text size="small" className="text-ui-fg-subtle">
            <TimeZoneNote />
          </Text>
        </div>
        <RecordActions record={record} />
      </div>
      {record.error_message && (
        <NoticeBox
          role="alert"
          tone="error"
          title={t("import.record.problem")}
          textClassName="text-ui-fg-error"
        >
          {record.error_message}
        </NoticeBox>
      )}
      <RecordRejection record={record} />
    </Container>
  )
}
