import {
  DEFAULT_RETENTION_GROUP,
  type HistoryRetention,
  RETENTION_PREFIX_GROUPS,
} from "../../../types/plugin-settings"
import { formatCount, type Words } from "./option-formats"

/** A group key in words: a prefix group by its own label, a field by the history's label of it. */
function groupLabel(key: string, { t }: Words): string {
  if ((RETENTION_PREFIX_GROUPS as readonly string[]).includes(key))
    return t(`settings.retention.groups.${key}`)
  if (key.startsWith("metadata."))
    return t("history.fields.metadata", { key: key.slice("metadata.".length) })
  // `price.gross` → history.fields.price_gross (a dot would nest the key).
  return t(`history.fields.${key.replace(/\./g, "_")}`, { defaultValue: key })
}

/** The option as written in medusa-config.ts: `{ stock: 90, "stock.reserved": 30, default: 730 }`. */
const asWritten = (keys: string[], retention: HistoryRetention) =>
  `{ ${keys
    .map(
      (key) => `${/^[a-z_]+$/.test(key) ? key : `"${key}"`}: ${retention[key]}`
    )
    .join(", ")} }`

/**
 * `historyRetentionDays` in words: one number of days when it holds for
 * every field ("365 days"); else each group with its days, the most specific
 * keys after their group, "all other fields" last, and the option as written.
 */
export function formatRetention(retention: HistoryRetention, w: Words) {
  const days = (n: number) => formatCount(n, "days", w)
  const groups = Object.keys(retention)
    .filter((key) => key !== DEFAULT_RETENTION_GROUP)
    .sort()
  if (!groups.length) return { text: days(retention[DEFAULT_RETENTION_GROUP]) }
  const parts = groups.map(
    (key) => `${groupLabel(key, w)}: ${days(retention[key])}`
  )
  parts.push(
    `${w.t("settings.retention.otherFields")}: ${days(retention[DEFAULT_RETENTION_GROUP])}`
  )
  return {
    text: parts.join(" · "),
    code: asWritten([...groups, DEFAULT_RETENTION_GROUP], retention),
  }
}
