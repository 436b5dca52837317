import { rollbackRefusal } from "../rollback-refusal"

const entry = (fields: Partial<Parameters<typeof rollbackRefusal>[0]>) => ({
  field_name: "title",
  variant_id: null,
  manual: false,
  old_value: "Old",
  new_value: "New",
  context_data: null,
  ...fields,
})

describe("rollbackRefusal", () => {
  it("lets product and variant fields, metadata and base prices be tried", () => {
    expect(rollbackRefusal(entry({}))).toBeNull()
    expect(rollbackRefusal(entry({ field_name: "metadata.origin" }))).toBeNull()
    expect(
      rollbackRefusal(entry({ field_name: "sku", variant_id: "variant_1" }))
    ).toBeNull()
    expect(
      rollbackRefusal(
        entry({
          field_name: "price.gross",
          variant_id: "variant_1",
          context_data: { currency_code: "eur" },
        })
      )
    ).toBeNull()
    expect(
      rollbackRefusal(
        entry({
          field_name: "stock",
          variant_id: "variant_1",
          old_value: 3,
          context_data: { inventory_level_id: "ilev_1" },
        })
      )
    ).toBeNull()
  })

  it("names why the others are always refused", () => {
    const cases: [Partial<Parameters<typeof rollbackRefusal>[0]>, string][] = [
      [{ field_name: "product", new_value: { id: "p" } }, "record_created"],
      [{ field_name: "variant", new_value: null }, "record_deleted"],
      [{ field_name: "options" }, "options"],
      [{ field_name: "title", manual: true }, "manual"],
      [
        {
          field_name: "price.net",
          variant_id: "variant_1",
          context_data: { price_list_id: "plist_1" },
        },
        "price_list",
      ],
      [
        { field_name: "stock", variant_id: "variant_1", old_value: null },
        "first_stock",
      ],
      [
        { field_name: "stock.reserved", variant_id: "variant_1" },
        "reserved_stock",
      ],
      [{ field_name: "certification" }, "not_stored"],
      [{ field_name: "handle", variant_id: "variant_1" }, "not_stored"],
    ]
    for (const [fields, refusal] of cases)
      expect([fields, rollbackRefusal(entry(fields))]).toEqual([
        fields,
        refusal,
      ])
  })
})
