import i18next from "i18next"
import translations from "../../../i18n"
import type { PluginOptions } from "../../../../types/plugin-settings"
import { OPTION_GROUPS, optionValue } from "../plugin-options"
import { describeCron, formatDuration } from "../option-formats"

/** The plugin's words in one language, as the dashboard's i18next reads them. */
function wordsIn(language: "en" | "de") {
  const i18n = i18next.createInstance()
  i18n.init({
    lng: language,
    resources: translations,
    ns: ["b2bHistory"],
    defaultNS: "b2bHistory",
    interpolation: { escapeValue: false },
    initImmediate: false,
  })
  return { t: i18n.t.bind(i18n) as never, language }
}

// The demo's options: the defaults of src/modules/plugin-settings/options.ts.
const DEFAULTS: PluginOptions = {
  tokenLifetimeSeconds: 600,
  refreshTokenLifetimeSeconds: 604_800,
  uploadMaxBytes: 20_971_520,
  maxOrderLines: 1000,
  historyCapture: true,
  shopTimeZone: "UTC",
  historyRetentionDays: { default: 365 },
  apiCors: "*",
  pendingJob: { enabled: false, schedule: "*/5 * * * *", batchSize: 50 },
  webhooks: { enabled: true, allowPrivateTargets: false },
}

const shown = (language: "en" | "de", options = DEFAULTS) =>
  Object.fromEntries(
    OPTION_GROUPS.flatMap((group) => group.options).map((option) => {
      const value = optionValue(option, options, wordsIn(language))
      return [
        option.key,
        value.code ? `${value.text} (${value.code})` : value.text,
      ]
    })
  )

describe("plugin options in words", () => {
  it("names every option with its unit, never a raw number", () => {
    expect(shown("en")).toEqual({
      tokenLifetimeSeconds: "10 minutes",
      refreshTokenLifetimeSeconds: "7 days",
      apiCors: "Any origin (*)",
      uploadMaxBytes: "20 MB",
      maxOrderLines: "1,000 lines",
      "pendingJob.enabled": "Off",
      "pendingJob.schedule": "Every 5 minutes (*/5 * * * *)",
      "pendingJob.batchSize": "50 files",
      "webhooks.enabled": "On",
      "webhooks.allowPrivateTargets": "Off",
      historyCapture: "On",
      historyRetentionDays: "365 days",
      shopTimeZone: "UTC",
    })
  })

  it("says the same in German", () => {
    expect(shown("de")).toEqual({
      tokenLifetimeSeconds: "10 Minuten",
      refreshTokenLifetimeSeconds: "7 Tage",
      apiCors: "Jeder Ursprung (*)",
      uploadMaxBytes: "20 MB",
      maxOrderLines: "1.000 Zeilen",
      "pendingJob.enabled": "Aus",
      "pendingJob.schedule": "Alle 5 Minuten (*/5 * * * *)",
      "pendingJob.batchSize": "50 Dateien",
      "webhooks.enabled": "An",
      "webhooks.allowPrivateTargets": "Aus",
      historyCapture: "An",
      historyRetentionDays: "365 Tage",
      shopTimeZone: "UTC",
    })
  })

  it("covers every option the plugin declares", () => {
    const nested = ["pendingJob", "webhooks"] as const
    const declared = [
      ...Object.keys(DEFAULTS).filter(
        (key) => !(nested as readonly string[]).includes(key)
      ),
      ...nested.flatMap((group) =>
        Object.keys(DEFAULTS[group]).map((key) => `${group}.${key}`)
      ),
    ].sort()
    expect(Object.keys(shown("en")).sort()).toEqual(declared)
  })

  it("shows the retention's field groups with their days, the most specific after their group, all other fields last", () => {
    const options = {
      ...DEFAULTS,
      historyRetentionDays: {
        default: 730,
        stock: 90,
        "stock.reserved": 30,
        "metadata.color": 1,
        price: 400,
        title: 3650,
      },
    }
    const code =
      '{ "metadata.color": 1, price: 400, stock: 90, "stock.reserved": 30, title: 3650, default: 730 }'
    expect(shown("en", options).historyRetentionDays).toBe(
      "Metadata “color”: 1 day · Prices (gross and net): 400 days · Stock (incl. reserved): 90 days · " +
        `Reserved stock: 30 days · Title: 3,650 days · All other fields: 730 days (${code})`
    )
    expect(shown("de", options).historyRetentionDays).toBe(
      "Metadaten „color“: 1 Tag · Preise (brutto und netto): 400 Tage · Bestand (inkl. reserviert): 90 Tage · " +
        `Reservierter Bestand: 30 Tage · Titel: 3.650 Tage · Alle übrigen Felder: 730 Tage (${code})`
    )
  })

  it("writes sizes, zones and durations that are not whole units", () => {
    const options = {
      ...DEFAULTS,
      uploadMaxBytes: 1536,
      shopTimeZone: "Asia/Kolkata",
      tokenLifetimeSeconds: 5400,
      refreshTokenLifetimeSeconds: 90_061,
      maxOrderLines: 1,
      apiCors: ["https://erp.example.com", "https://b2b.example.com"],
    }
    expect(shown("en", options)).toMatchObject({
      apiCors: "https://erp.example.com, https://b2b.example.com",
      uploadMaxBytes: "1.5 KB",
      shopTimeZone: "Asia/Kolkata (UTC+05:30)",
      tokenLifetimeSeconds: "1 hour and 30 minutes",
      refreshTokenLifetimeSeconds: "1 day, 1 hour, 1 minute and 1 second",
      maxOrderLines: "1 line",
    })
    expect(shown("de", options)).toMatchObject({
      uploadMaxBytes: "1,5 KB",
      tokenLifetimeSeconds: "1 Stunde und 30 Minuten",
    })
    expect(formatDuration(0, wordsIn("en"))).toBe("0 seconds")
  })

  it("says cron schedules in words, and leaves others to the expression", () => {
    const en = wordsIn("en")
    const de = wordsIn("de")
    expect(describeCron("* * * * *", en)).toBe("Every minute")
    expect(describeCron("*/1 * * * *", en)).toBe("Every minute")
    expect(describeCron("15 * * * *", en)).toBe("Every hour at minute 15")
    expect(describeCron("0 */2 * * *", en)).toBe("Every 2 hours")
    expect(describeCron("30 */6 * * *", en)).toBe("Every 6 hours at minute 30")
    expect(describeCron("0 2 * * *", en)).toBe("Every day at 2:00 AM")
    expect(describeCron("0 2 * * *", de)).toBe("Täglich um 2:00 Uhr")
    expect(describeCron("30 6 * * 1", en)).toBe("Every Monday at 6:30 AM")
    expect(describeCron("0 6 * * 1-5", de)).toBe(
      "Montag bis Freitag um 6:00 Uhr"
    )
    expect(describeCron("0 0 1 * *", en)).toBeUndefined()
    expect(describeCron("*/5 8-18 * * *", en)).toBeUndefined()
  })
})
