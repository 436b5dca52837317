import { parsePluginOptions } from "../parse-options"

describe("parsePluginOptions", () => {
  it("fills every option with its default when none is given", () => {
    expect(parsePluginOptions(undefined)).toEqual({
      tokenLifetimeSeconds: 600,
      refreshTokenLifetimeSeconds: 604800,
      uploadMaxBytes: 20 * 1024 * 1024,
      maxOrderLines: 1000,
      historyCapture: true,
      shopTimeZone: "UTC",
      historyRetentionDays: 365,
      apiCors: "*",
      pendingJob: { enabled: true, schedule: "*/5 * * * *", batchSize: 50 },
      webhooks: { allowPrivateTargets: false, enabled: true },
    })
  })

  it("keeps given values and completes a partial nested object", () => {
    const options = parsePluginOptions({
      uploadMaxBytes: 2048,
      pendingJob: { enabled: false },
    })
    expect(options.uploadMaxBytes).toBe(2048)
    expect(options.pendingJob).toEqual({
      enabled: false,
      schedule: "*/5 * * * *",
      batchSize: 50,
    })
  })

  it("takes apiCors as *, one origin or a list, and refuses anything else in words", () => {
    expect(
      parsePluginOptions({ apiCors: "https://erp.example.com" }).apiCors
    ).toBe("https://erp.example.com")
    expect(
      parsePluginOptions({
        apiCors: ["https://a.example", "http://localhost:5173"],
      }).apiCors
    ).toEqual(["https://a.example", "http://localhost:5173"])
    for (const bad of [
      "erp.example.com",
      "https://erp.example.com/",
      [],
      ["*", "x"],
    ])
      expect(() => parsePluginOptions({ apiCors: bad as never })).toThrow(
        /option "apiCors(\.\d)?": must /
      )
  })

  it("refuses a time zone that is not an IANA name", () => {
    expect(() => parsePluginOptions({ shopTimeZone: "Mars/Olympus" })).toThrow(
      /option "shopTimeZone": must be an IANA time zone/
    )
    expect(
      parsePluginOptions({ shopTimeZone: "Europe/Berlin" }).shopTimeZone
    ).toBe("Europe/Berlin")
  })

  it("names the option and the rule it breaks", () => {
    expect(() =>
      parsePluginOptions({ tokenLifetimeSeconds: "ten minutes" })
    ).toThrow(
      /Invalid options for plugin medusa-plugin-b2b-history: option "tokenLifetimeSeconds": .*number/
    )
    expect(() => parsePluginOptions({ historyRetentionDays: 0 })).toThrow(
      /option "historyRetentionDays": .*>=1/
    )
  })

  it("names a nested option by its path", () => {
    expect(() =>
      parsePluginOptions({ pendingJob: { schedule: "every five minutes" } })
    ).toThrow(
      /option "pendingJob.schedule": must be a cron expression with five fields/
    )
  })

  it("rejects unknown options, so a typo does not pass silently", () => {
    expect(() => parsePluginOptions({ uploadMaxByte: 10 })).toThrow(
      /unknown option "uploadMaxByte"/
    )
    expect(() =>
      parsePluginOptions({ pendingJob: { shedule: "* * * * *" } })
    ).toThrow(/unknown option "shedule" in "pendingJob"/)
  })

  it("lists every problem at once", () => {
    expect(() =>
      parsePluginOptions({ uploadMaxBytes: -1, historyRetentionDays: "x" })
    ).toThrow(/"uploadMaxBytes".*; option "historyRetentionDays"/)
  })
})
