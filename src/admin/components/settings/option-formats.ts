import type { TFunction } from "i18next"

/** What a formatter needs: the plugin's `t` and the admin's language (for numbers and names). */
export type Words = { t: TFunction; language: string }

const number = (value: number, language: string, digits = 0) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(
    value
  )

/** A count with its unit: "1,000 lines", "1.000 Zeilen". */
export const formatCount = (
  count: number,
  unit: "lines" | "files" | "days",
  { t, language }: Words
) => t(`settings.units.${unit}`, { count, n: number(count, language) })

/** Seconds in days, hours, minutes and seconds: 604800 → "7 days", 5400 → "1 hour and 30 minutes". */
export function formatDuration(seconds: number, { t, language }: Words) {
  const parts: [string, number][] = [
    ["days", Math.floor(seconds / 86_400)],
    ["hours", Math.floor((seconds % 86_400) / 3_600)],
    ["minutes", Math.floor((seconds % 3_600) / 60)],
    ["seconds", seconds % 60],
  ]
  const words = parts
    .filter(([, count]) => count > 0)
    .map(([unit, count]) =>
      t(`settings.units.${unit}`, { count, n: number(count, language) })
    )
  if (!words.length) return t("settings.units.seconds", { count: 0, n: "0" })
  if (words.length === 1) return words[0]
  return t("settings.units.list", {
    first: words.slice(0, -1).join(", "),
    last: words[words.length - 1],
  })
}

/** Bytes in the largest binary unit that keeps a number of at least 1: 20971520 → "20 MB". */
export function formatBytes(bytes: number, { language }: Words) {
  const units = ["bytes", "KB", "MB", "GB"]
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${number(value, language, 1)} ${units[unit]}`
}

/** "On" or "Off". */
export const formatSwitch = (on: boolean, { t }: Words) =>
  t(on ? "settings.values.on" : "settings.values.off")

/** An IANA zone with its current offset: "Europe/Berlin (UTC+01:00)"; UTC as itself. */
export function formatTimeZone(
  zone: string,
  { language }: Words,
  now = new Date()
) {
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC"
  try {
    const offset = new Intl.DateTimeFormat(language, {
      timeZone: zone,
      timeZoneName: "longOffset",
    })
      .formatToParts(now)
      .find((part) => part.type === "timeZoneName")?.value
    return offset ? `${zone} (${offset.replace(/^GMT/, "UTC")})` : zone
  } catch {
    return zone
  }
}

const isNumber = (field: string) => /^\d+$/.test(field)

/** A clock time in the admin's language: "6:30 AM", "06:30". */
const clock = (hour: number, minute: number, language: string) =>
  new Intl.DateTimeFormat(language, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)))

/** A weekday's name; cron counts from Sunday (0 and 7). */
const weekday = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: "long",
    timeZone: "UTC",
  }).format(
    // 2024-01-07 was a Sunday.
    new Date(Date.UTC(2024, 0, 7 + (day % 7)))
  )

/**
 * A cron schedule in words ("Every 5 minutes", "Every day at 2:00 AM",
 * "Monday to Friday at 6:00 AM"); undefined for a schedule these words do not
 * cover, which the screen then shows as the expression alone.
 */
export function describeCron(expression: string, { t, language }: Words) {
  const fields = expression.trim().split(/\s+/)
  if (fields.length !== 5) return undefined
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields
  if (dayOfMonth !== "*" || month !== "*") return undefined
  const step = (field: string) => /^\*\/(\d+)$/.exec(field)?.[1]

  if (dayOfWeek === "*") {
    if (hour === "*") {
      if (minute === "*") return t("settings.cron.everyMinute")
      const every = step(minute)
      if (every)
        return Number(every) === 1
          ? t("settings.cron.everyMinute")
          : t("settings.cron.everyMinutes", { count: Number(every) })
      if (isNumber(minute))
        return t("settings.cron.everyHourAt", { minute: Number(minute) })
      return undefined
    }
    if (!isNumber(minute)) return undefined
    const everyHours = step(hour)
    if (everyHours)
      return Number(minute) === 0
        ? t("settings.cron.everyHours", { count: Number(everyHours) })
        : t("settings.cron.everyHoursAt", {
            count: Number(everyHours),
            minute: Number(minute),
          })
    if (isNumber(hour))
      return t("settings.cron.everyDayAt", {
        time: clock(Number(hour), Number(minute), language),
      })
    return undefined
  }
  if (!isNumber(minute) || !isNumber(hour)) return undefined
  const time = clock(Number(hour), Number(minute), language)
  if (/^[0-7]$/.test(dayOfWeek))
    return t("settings.cron.weeklyAt", {
      day: weekday(Number(dayOfWeek), language),
      time,
    })
  const range = /^([0-7])-([0-7])$/.exec(dayOfWeek)
  if (range)
    return t("settings.cron.daysAt", {
      from: weekday(Number(range[1]), language),
      to: weekday(Number(range[2]), language),
      time,
    })
  return undefined
}
