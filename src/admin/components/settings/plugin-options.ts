import type { PluginOptions } from "../../../types/plugin-settings"
import {
  describeCron,
  formatBytes,
  formatCount,
  formatDuration,
  formatSwitch,
  formatTimeZone,
  type Words,
} from "./option-formats"
import { formatRetention } from "./retention-format"

/** An option's value in words, and for a cron schedule the expression beside them. */
export type OptionValue = { text: string; code?: string }

type Option = {
  /** The option's path in the plugin options, e.g. "pendingJob.schedule". */
  key: string
  format: (value: never, words: Words) => OptionValue
}

/** The value at an option's path ("pendingJob.schedule"), undefined where a part is missing. */
const read = (options: PluginOptions, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (value, part) =>
        value && typeof value === "object"
          ? (value as Record<string, unknown>)[part]
          : undefined,
      options
    )

const words =
  <T>(format: (value: T, words: Words) => string) =>
  (value: T, w: Words): OptionValue => ({ text: format(value, w) })

/**
 * Every plugin option (src/modules/plugin-settings/options.ts) in the groups
 * the settings page shows, each with its unit: seconds as days, hours and
 * minutes, bytes as MB, cron schedules in words. The labels and hints are
 * `settings.options.labels.<key>` and `…hints.<key>` (dots as underscores).
 */
export const OPTION_GROUPS: { id: string; options: Option[] }[] = [
  {
    id: "apiAccess",
    options: [
      {
        key: "tokenLifetimeSeconds",
        format: words(formatDuration),
      },
      {
        key: "refreshTokenLifetimeSeconds",
        format: words(formatDuration),
      },
      {
        key: "apiCors",
        format: (origins: string | string[], w) => {
          const list = typeof origins === "string" ? [origins] : origins
          return list.includes("*")
            ? { text: w.t("settings.values.anyOrigin"), code: "*" }
            : { text: list.join(", ") }
        },
      },
    ],
  },
  {
    id: "orderImport",
    options: [
      {
        key: "uploadMaxBytes",
        format: words(formatBytes),
      },
      {
        key: "maxOrderLines",
        format: words((n: number, w) => formatCount(n, "lines", w)),
      },
    ],
  },
  {
    id: "pendingJob",
    options: [
      {
        key: "pendingJob.enabled",
        format: words(formatSwitch),
      },
      {
        key: "pendingJob.schedule",
        format: (schedule: string, w) => ({
          text: describeCron(schedule, w) ?? w.t("settings.cron.custom"),
          code: schedule,
        }),
      },
      {
        key: "pendingJob.batchSize",
        format: words((n: number, w) => formatCount(n, "files", w)),
      },
    ],
  },
  {
    id: "webhooks",
    options: [
      {
        key: "webhooks.enabled",
        format: words(formatSwitch),
      },
      {
        key: "webhooks.allowPrivateTargets",
        format: words(formatSwitch),
      },
    ],
  },
  {
    id: "productHistory",
    options: [
      {
        key: "historyCapture",
        format: words(formatSwitch),
      },
      {
        key: "historyRetentionDays",
        format: formatRetention,
      },
      {
        key: "shopTimeZone",
        format: words((zone: string, w) => formatTimeZone(zone, w)),
      },
    ],
  },
]

/** The i18n key part of an option: "pendingJob.schedule" → "pendingJob_schedule". */
export const optionKey = (key: string) => key.replace(/\./g, "_")

/** An option's value in words; a value the server did not send shows as a dash. */
export function optionValue(
  option: Option,
  options: PluginOptions,
  w: Words
): OptionValue {
  const value = read(options, option.key)
  if (value === undefined || value === null) return { text: "—" }
  return option.format(value as never, w)
}
