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
      historyRetentionDays: { default: 365 },
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
      /option "historyRetentionDays": must be a whole number of days from 1 to 36,500/
    )
  })

  describe("historyRetentionDays", () => {
    const retention = (value: unknown) =>
      parsePluginOptions({ historyRetentionDays: value as never })
        .historyRetentionDays

    it("takes one number for every field, as the default group", () => {
      expect(retention(730)).toEqual({ default: 730 })
      expect(retention(1)).toEqual({ default: 1 })
      expect(retention(36_500)).toEqual({ default: 36_500 })
    })

    it("takes days per field group; what names no default keeps 365 days", () => {
      expect(
        retention({ default: 730, stock: 90, "stock.reserved": 30 })
      ).toEqual({ default: 730, stock: 90, "stock.reserved": 30 })
      expect(retention({ stock: 90 })).toEqual({ default: 365, stock: 90 })
      expect(retention({})).toEqual({ default: 365 })
      expect(
        retention({
          price: 400,
          "price.gross": 500,
          metadata: 60,
          "metadata.color": 10,
          title: 3650,
          product: 3650,
          variant: 3650,
          options: 100,
        })
      ).toMatchObject({ default: 365, "metadata.color": 10, product: 3650 })
    })

    it("names unknown groups and says which keys exist", () => {
      const refusal = () => retention({ stok: 90, prices: 30, default: 730 })
      expect(refusal).toThrow(
        /option "historyRetentionDays": "stok", "prices" are no field groups; keys are "default" \(every field no other key covers\), the groups "price" \(price.gross, price.net\), "stock" \(stock, stock.reserved\) and "metadata" \(every metadata.<key>\), "metadata.<key>", or a field: title, subtitle, .*stock.reserved/
      )
      for (const key of ["metadata.", "Title", "price.", "constructor"])
        expect(() => retention({ [key]: 5 })).toThrow(
          `"${key}" is no field group`
        )
    })

    it("refuses days out of 1 to 36,500 or not whole, naming the group", () => {
      for (const bad of [0, -1, 36_501, 1.5, "90", null])
        expect(() => retention(bad)).toThrow(
          /option "historyRetentionDays": must be (a whole number of days from 1 to 36,500|a number of days \(e.g. 365\) or days per field group)/
        )
      expect(() => retention({ stock: 0 })).toThrow(
        /option "historyRetentionDays.stock": must be a whole number of days from 1 to 36,500/
      )
      expect(() => retention({ "stock.reserved": "30" })).toThrow(
        /option "historyRetentionDays": "stock.reserved": must be a whole number of days/
      )
      expect(() => retention([30])).toThrow(
        /must be a number of days \(e.g. 365\) or days per field group/
      )
    })

    it("names bad days and unknown groups together", () => {
      expect(() => retention({ stock: 0, stok: 3 })).toThrow(
        /"historyRetentionDays.stock": must be a whole number.*; option "historyRetentionDays": "stok" is no field group/
      )
    })
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
