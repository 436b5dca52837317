import { knex as knexFactory } from "@medusajs/framework/mikro-orm/knex"
import {
  PREPARED_COUNTS_MAX,
  preparedOnce,
} from "../repositories/prepared-count"

const knex = knexFactory({ client: "pg" })
const nameOf = (qb: ReturnType<typeof knex>) =>
  (qb.toSQL() as { options?: { name?: string } }).options?.name

describe("counts prepared once per connection", () => {
  it("names a count by its text, the same for any values", () => {
    const a = preparedOnce(knex("t").whereRaw("x = ANY (?::text[])", [["a"]]))
    const b = preparedOnce(
      knex("t").whereRaw("x = ANY (?::text[])", [["b", "c"]])
    )
    expect(nameOf(a)).toMatch(/^plugin_history_count_[0-9a-f]{24}$/)
    expect(nameOf(b)).toBe(nameOf(a))
    expect(nameOf(preparedOnce(knex("u")))).not.toBe(nameOf(a))
  })

  it(`prepares at most ${PREPARED_COUNTS_MAX} texts; further ones are planned per request`, () => {
    const shapes = Array.from({ length: PREPARED_COUNTS_MAX + 5 }, (_, i) =>
      preparedOnce(knex(`table_${i}`))
    )
    expect(shapes.filter((qb) => nameOf(qb)).length).toBeLessThanOrEqual(
      PREPARED_COUNTS_MAX
    )
    expect(nameOf(shapes[shapes.length - 1])).toBeUndefined()
    // One prepared before keeps its name.
    expect(nameOf(preparedOnce(knex("u")))).toBeDefined()
  })
})
