import { FIELD_GROUP_SQL } from "../repositories/entry-reads"
import { STOCK_FIELDS } from "../types"

/** The quoted constants of a condition. */
const constants = (sql: string) =>
  [...sql.matchAll(/'([^']*)'/g)].map((m) => m[1]).sort()

describe("field groups as SQL", () => {
  it("name exactly the stock fields, as types.ts declares them", () => {
    expect(constants(FIELD_GROUP_SQL.stock)).toEqual([...STOCK_FIELDS].sort())
    expect(constants(FIELD_GROUP_SQL.catalogue)).toEqual(
      [...STOCK_FIELDS].sort()
    )
  })

  it("keep the stock fields in the stock group and out of the catalogue", () => {
    expect(FIELD_GROUP_SQL.stock).toMatch(/^field_name IN \(/)
    expect(FIELD_GROUP_SQL.catalogue).toMatch(/^field_name NOT IN \(/)
  })
})
