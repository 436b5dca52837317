import { FLUSH_FUNCTIONS } from "../capture/sql/flush"
import { STATE_FUNCTIONS } from "../capture/sql/state"
import {
  PRODUCT_COLUMNS,
  PRODUCT_FIELDS,
  PRODUCT_RELATIONS,
  VARIANT_FIELDS,
  VARIANT_RELATIONS,
} from "../types"

/** The capture SQL is generated from the tracked-field lists: a field added there is captured. */
describe("capture SQL from the tracked-field lists", () => {
  const productState = STATE_FUNCTIONS.find((f) =>
    f.includes("plugin_history_product_state(p_id")
  )!
  const variantState = STATE_FUNCTIONS.find((f) =>
    f.includes("plugin_history_variant_state(v_id")
  )!
  const record = FLUSH_FUNCTIONS.find((f) =>
    f.includes("FUNCTION plugin_history_record")
  )!

  it("reads every tracked product column and variant field into the state", () => {
    for (const f of PRODUCT_COLUMNS)
      expect(productState).toContain(`'${f}', pr.${f}`)
    for (const f of PRODUCT_RELATIONS)
      expect(productState).toMatch(new RegExp(`'${f}', (coalesce)?\\(`))
    for (const f of VARIANT_FIELDS)
      expect(variantState).toContain(`'${f}', v.${f}`)
    for (const f of VARIANT_RELATIONS)
      expect(variantState).toMatch(new RegExp(`'${f}', (coalesce)?\\(`))
  })

  it("compares every tracked product field, in the list's order", () => {
    expect(record).toContain(
      `FOREACH v_field IN ARRAY ARRAY[${PRODUCT_FIELDS.map((f) => `'${f}'`).join(",")}] LOOP`
    )
  })

  it("leaves no unfilled placeholder in the SQL", () => {
    for (const sql of [...STATE_FUNCTIONS, ...FLUSH_FUNCTIONS])
      expect(sql).not.toMatch(/\$\{|undefined/)
  })
})
