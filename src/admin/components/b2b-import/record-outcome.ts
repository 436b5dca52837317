import type { TFunction } from "i18next"
import type { InboundAction } from "../../../types/b2b-import"
import { statusLabel } from "./labels"
import type { InboundRecord } from "./types"

/**
 * How a Process or Approve run ended, in words: `ok` when an order was
 * created or now waits for approval, else the status it is left in and why.
 */
export function runOutcome(
  t: TFunction,
  action: InboundAction,
  record: InboundRecord
): { ok: boolean; title: string; description?: string } {
  if (record.status === "approved")
    return { ok: true, title: t(`import.outcome.${action}.approved`) }
  if (record.status === "awaiting_approval")
    return { ok: true, title: t(`import.outcome.${action}.waiting`) }
  return {
    ok: false,
    title: t(`import.outcome.${action}.other`, {
      status: statusLabel(t, record.status),
    }),
    description: record.error_message ?? undefined,
  }
}

/** "2 changes since import, see below." for a toast after approving, or nothing. */
export const changesSaid = (t: TFunction, record: InboundRecord) => {
  const count = record.changes?.length ?? 0
  return count ? t("import.outcome.changes", { count }) : undefined
}
