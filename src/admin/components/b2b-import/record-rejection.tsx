import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { NoticeBox } from "./notice-box"
import type { InboundRecord } from "./types"

/** Why, by whom and when a rejected record was rejected. */
export const RecordRejection = ({ record }: { record: InboundRecord }) => {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  if (record.status !== "rejected") return null
  const who = record.rejected_by
    ? t("import.record.rejectedBy", { who: record.rejected_by })
    : t("import.record.rejected")
  return (
    <NoticeBox
      title={
        record.rejected_at
          ? t("import.record.rejectedOn", {
              who,
              when: time.format(record.rejected_at),
            })
          : who
      }
      textClassName="whitespace-pre-line break-words"
    >
      {record.rejection_reason}
    </NoticeBox>
  )
}
