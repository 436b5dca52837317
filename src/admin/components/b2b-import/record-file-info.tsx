import { Container, Heading } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { useShopTime } from "../../hooks/use-shop-time"
import { formatBytes } from "../../lib/format"
import { usePluginTranslation } from "../../lib/i18n"
import { DetailList, type DetailItem } from "./detail-list"
import { cellText } from "./labels"
import type { InboundRecord } from "./types"

/** `profileName`: undefined while the profiles load, null for a deleted profile. */
type Props = { record: InboundRecord; profileName?: string | null }

/** The uploaded file and the record's history: size, checksum, who and when; the order it created is linked in the page header. */
export const RecordFileInfo = ({ record, profileName }: Props) => {
  const { t, i18n } = usePluginTranslation()
  const time = useShopTime()
  const when = (at: string | null, by?: string | null) =>
    !at
      ? "–"
      : by
        ? t("import.file.whenBy", { when: time.format(at), who: by })
        : time.format(at)
  const items: DetailItem[] = [
    [
      t("import.file.name"),
      <span className="break-all">{record.file_name}</span>,
    ],
    [
      t("import.file.size"),
      t("import.file.sizeBytes", {
        size: formatBytes(record.file_size),
        bytes: record.file_size.toLocaleString(i18n.language),
      }),
    ],
    [
      t("import.file.checksum"),
      <code className="txt-compact-xsmall break-all font-mono">
        {record.file_sha256}
      </code>,
    ],
    [t("import.file.contentType"), cellText(record.content_type)],
    [
      t("import.file.profile"),
      <Link
        to={`/b2b-import/profiles/${record.profile_id}`}
        className="text-ui-fg-interactive-hover hover:underline"
      >
        {profileName === undefined
          ? "…"
          : (profileName ?? t("import.list.deletedProfile"))}
      </Link>,
    ],
    [t("import.file.uploaded"), when(record.created_at, record.uploaded_by)],
    [t("import.file.processed"), when(record.processed_at)],
    [t("import.file.approved"), when(record.approved_at, record.approved_by)],
    [
      t("import.file.runs"),
      record.attempts
        ? t("import.file.runsCount", { count: record.attempts })
        : t("import.file.noRuns"),
    ],
    [t("import.file.orderNumber"), cellText(record.external_order_number)],
    [t("import.file.lines"), cellText(record.line_count)],
  ]
  return (
    <Container className="flex flex-col gap-y-4 px-6 py-4" data-plugin-root>
      <Heading level="h2">{t("import.file.title")}</Heading>
      <DetailList items={items} />
    </Container>
  )
}
