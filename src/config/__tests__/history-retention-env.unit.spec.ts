import { parsePluginOptions } from "../../modules/plugin-settings/parse-options"
import { retentionDaysFromEnv } from "../history-retention-env"

describe("PLUGIN_HISTORY_RETENTION_DAYS", () => {
  it("reads one number, or days per group as key=days pairs", () => {
    expect(retentionDaysFromEnv(undefined)).toBeUndefined()
    expect(retentionDaysFromEnv("  ")).toBeUndefined()
    expect(retentionDaysFromEnv("730")).toBe(730)
    expect(
      retentionDaysFromEnv("default=730, stock=90 ,stock.reserved=30,")
    ).toEqual({ default: 730, stock: 90, "stock.reserved": 30 })
  })

  it("leaves a wrong value to the option's validation, which names it", () => {
    const check = (value: string) => () =>
      parsePluginOptions({ historyRetentionDays: retentionDaysFromEnv(value) })
    expect(check("a year")).toThrow(
      /option "historyRetentionDays": must be a whole number of days/
    )
    expect(check("stock=90,reserved=30")).toThrow(
      /"reserved" is no field group/
    )
    expect(check("stock=,title")).toThrow(
      /"stock": must be a whole number of days.*"title": must be a whole number of days/
    )
  })
})
