import { monthOfPartition } from "../partition-upkeep"

describe("monthOfPartition", () => {
  it("reads a month partition's first instant (UTC) from its name", () => {
    expect(monthOfPartition("plugin_product_history_entry_p2026_12")).toEqual(
      new Date("2026-12-01T00:00:00.000Z")
    )
    expect(monthOfPartition("plugin_product_history_entry_p2027_01")).toEqual(
      new Date("2027-01-01T00:00:00.000Z")
    )
  })

  it("is null for the default partition and any other table", () => {
    expect(monthOfPartition("plugin_product_history_entry_default")).toBeNull()
    expect(monthOfPartition("plugin_product_history_entry_next")).toBeNull()
  })
})
