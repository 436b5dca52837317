import {
  fieldsByGroup,
  isRetentionKey,
  oldestRetentionCutOff,
  retentionGroupOf,
  retentionGroups,
} from "../retention-groups"

const DAY = 86_400_000
const now = new Date("2026-12-01T03:30:00.000Z")

describe("retention groups", () => {
  const retention = {
    default: 730,
    stock: 90,
    "stock.reserved": 30,
    metadata: 180,
    "metadata.color": 20,
    price: 400,
    title: 3650,
  }

  it("puts a field in the most specific group: its own name, then its prefix group, else default", () => {
    expect(
      Object.fromEntries(
        [
          "stock.reserved",
          "stock",
          "metadata.color",
          "metadata.supplier",
          "price.gross",
          "price.net",
          "title",
          "description",
          "product",
          "a field typed in the console",
          "constructor",
          "default",
        ].map((field) => [field, retentionGroupOf(field, retention)])
      )
    ).toEqual({
      "stock.reserved": "stock.reserved",
      stock: "stock",
      "metadata.color": "metadata.color",
      "metadata.supplier": "metadata",
      "price.gross": "price",
      "price.net": "price",
      title: "title",
      description: "default",
      product: "default",
      "a field typed in the console": "default",
      constructor: "default",
      default: "default",
    })
  })

  it("covers stock and stock.* with `stock`, and nothing else by prefix", () => {
    const only = { default: 365, stock: 90 }
    expect(retentionGroupOf("stock", only)).toBe("stock")
    expect(retentionGroupOf("stock.reserved", only)).toBe("stock")
    expect(retentionGroupOf("stocking", only)).toBe("default")
    // A field group of the same name as a field without a prefix group stays that field.
    expect(retentionGroupOf("title.x", { default: 1, title: 2 })).toBe(
      "default"
    )
    expect(retentionGroupOf("price.gross", { default: 1 })).toBe("default")
  })

  it("splits the fields into groups that do not overlap, every group listed", () => {
    const fields = [
      "description",
      "metadata.color",
      "metadata.size",
      "price.gross",
      "stock",
      "stock.reserved",
      "title",
    ]
    const groups = fieldsByGroup(fields, { ...retention, tags: 10 })
    expect(Object.fromEntries(groups)).toEqual({
      default: ["description"],
      stock: ["stock"],
      "stock.reserved": ["stock.reserved"],
      metadata: ["metadata.size"],
      "metadata.color": ["metadata.color"],
      price: ["price.gross"],
      title: ["title"],
      tags: [],
    })
    expect([...groups.values()].flat().sort()).toEqual(fields)
  })

  it("gives each group its cut-off, default last, and the oldest of all", () => {
    expect(
      retentionGroups({ default: 730, stock: 90, "stock.reserved": 30 }, now)
    ).toEqual([
      { group: "stock", days: 90, cutOff: new Date(now.getTime() - 90 * DAY) },
      {
        group: "stock.reserved",
        days: 30,
        cutOff: new Date(now.getTime() - 30 * DAY),
      },
      {
        group: "default",
        days: 730,
        cutOff: new Date(now.getTime() - 730 * DAY),
      },
    ])
    expect(oldestRetentionCutOff(retention, now)).toEqual(
      new Date(now.getTime() - 3650 * DAY)
    )
    expect(oldestRetentionCutOff({ default: 30 }, now)).toEqual(
      new Date("2026-11-01T03:30:00.000Z")
    )
  })

  it("knows which keys exist", () => {
    for (const key of [
      "default",
      "price",
      "stock",
      "metadata",
      "price.gross",
      "stock.reserved",
      "metadata.color",
      "title",
      "sku",
      "options",
      "product",
      "variant",
    ])
      expect([key, isRetentionKey(key)]).toEqual([key, true])
    for (const key of ["", "metadata.", "price.", "stock.x", "Title", "prices"])
      expect([key, isRetentionKey(key)]).toEqual([key, false])
  })
})
