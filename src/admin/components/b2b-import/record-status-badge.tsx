import { Badge, StatusBadge, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { STATUS_COLOR, statusHint, statusLabel } from "./labels"
import type { InboundStatus } from "./types"

/**
 * A record's status as a coloured badge in the owner's words ("Needs a
 * corrected file"); what it means on hover. `withCode`: the API's code
 * beside it, as secondary text (what an integrator or the docs call it).
 */
export const RecordStatusBadge = ({
  status,
  withCode = false,
}: {
  status: InboundStatus
  withCode?: boolean
}) => {
  const { t } = usePluginTranslation()
  const hint = statusHint(t, status)
  const badge = (
    <StatusBadge
      color={STATUS_COLOR[status] ?? "grey"}
      title={hint || undefined}
    >
      {statusLabel(t, status)}
    </StatusBadge>
  )
  if (!withCode) return badge
  return (
    <>
      {badge}
      <Text
        size="xsmall"
        className="text-ui-fg-muted font-mono"
        title={t("import.record.statusCode")}
      >
        {status}
      </Text>
    </>
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
