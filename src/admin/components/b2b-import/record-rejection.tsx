import { Text } from "@medusajs/ui"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
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
    <div className="rounded-md border border-ui-border-base bg-ui-bg-subtle px-3 py-2">
      <Text size="small" weight="plus">
        {record.rejected_at
          ? t("import.record.rejectedOn", {
              who,
              when: time.format(record.rejected_at),
            })
          : who}
      </Text>
      <Text size="small" className="whitespace-pre-line break-words">
        {record.rejection_reason}
      </Text>
    </div>
  )
}
