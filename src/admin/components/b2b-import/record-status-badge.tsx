import { Badge, StatusBadge } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { STATUS_COLOR, statusHint, statusLabel } from "./labels"
import type { InboundStatus } from "./types"

/** A record's status as a coloured badge in words; what it means on hover. */
export const RecordStatusBadge = ({ status }: { status: InboundStatus }) => {
  const { t } = usePluginTranslation()
  const hint = statusHint(t, status)
  return (
    <StatusBadge
      color={STATUS_COLOR[status] ?? "grey"}
      title={hint || undefined}
    >
      {statusLabel(t, status)}
    </StatusBadge>
  )
}

/** "Held": the record waits on purpose; why on hover. */
export const HeldBadge = () => {
  const { t } = usePluginTranslation()
  return (
    <Badge size="2xsmall" color="purple" title={t("import.record.heldHint")}>
      {t("import.record.held")}
    </Badge>
  )
}
