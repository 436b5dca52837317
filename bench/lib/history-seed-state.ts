// The shop the history bench's seed writes entries about: stock levels,
// reservations, prices and text revisions per variant and product, so that
// each entry's old value is the one before's new value, as the capture's are.
import { copyText, type Change } from "./history-seed-rows"
import type { Prng, Product } from "./history-seed-catalogue"

export type Line = { v: number; qty: number }
export type Fulfilment = { order: string; lines: Line[]; cancelled: boolean }

const LOCATIONS = [
  ["sloc_bench_main", "Main Warehouse"],
  ["sloc_bench_hh", "Hamburg Depot"],
  ["sloc_bench_vie", "Vienna Depot"],
]
const COLORS = ["red", "blue", "black", "grey", "yellow", "green"]
const json = (s: string) => copyText(JSON.stringify(s))

/** Old and new value (JSON text) of a product's text or attribute at its revision `r`. */
const TEXT_VALUES: Record<
  string,
  (name: string, r: number, rng: Prng) => [string, string]
> = {
  title: (name, r) => [json(`${name} (${r})`), json(`${name} (${r + 1})`)],
  description: (name, r) => [
    json(`Description of ${name}, revision ${r}`),
    json(`Description of ${name}, revision ${r + 1}`),
  ],
  "metadata.color": (_, r) => [
    `"${COLORS[r % COLORS.length]}"`,
    `"${COLORS[(r + 1) % COLORS.length]}"`,
  ],
  "metadata.supplier": (_, __, rng) => [
    `"Supplier ${rng.between(1, 40)}"`,
    `"Supplier ${rng.between(1, 40)}"`,
  ],
  "metadata.ean": (_, __, rng) => [
    `"40${String(rng.next32()).padStart(11, "0")}"`,
    `"40${String(rng.next32()).padStart(11, "0")}"`,
  ],
  status: (_, r) =>
    r % 2 ? [`"published"`, `"draft"`] : [`"draft"`, `"published"`],
  tags: () => [`[{"value":"sale"}]`, `[{"value":"sale"},{"value":"new"}]`],
  weight: (_, r) => [String(100 + r), String(101 + r)],
}

/** The shop's state the entries chain through (each entry's old value is the previous one's new value). */
export class SeedState {
  readonly vProduct: Int32Array
  readonly vIds: string[] = []
  readonly vSkus: string[] = []
  private readonly stockContext: string[] = []
  private readonly priceContext: string[] = []
  private readonly stock: Int32Array
  private readonly reserved: Int32Array
  /** Cents, per variant and currency (eur gross, usd net). */
  private readonly price: Int32Array
  private readonly revision: Int32Array
  private readonly names: string[]
  private readonly handles: string[]
  /** Recent admin price entries, for rollbacks of one of them. */
  private readonly rollbackable: { change: Change; id: string }[] = []

  constructor(
    readonly products: Product[],
    rng: Prng
  ) {
    this.names = products.map((p) => copyText(p.name))
    this.handles = products.map((p) => copyText(p.handle))
    const owner: number[] = []
    products.forEach((p, pi) =>
      p.variants.forEach((v) => {
        owner.push(pi)
        this.vIds.push(v.id)
        this.vSkus.push(copyText(v.sku))
        const [locId, locName] =
          LOCATIONS[rng.random() < 0.7 ? 0 : rng.between(1, 2)]
        this.stockContext.push(
          `{"location_id":"${locId}","location_name":"${locName}","inventory_item_id":"iitem_${v.id}","inventory_level_id":"ilev_${v.id}"`
        )
        // A fifth of the prices hold a region rule, a tenth are a price list's tier.
        const q = rng.random()
        const list =
          q < 0.1
            ? `"price_list_id":"plist_bench","min_quantity":10,"max_quantity":99`
            : `"price_list_id":null,"min_quantity":null,"max_quantity":null`
        const rules = q > 0.8 ? `{"region_id":"reg_bench_eu"}` : "{}"
        for (const cur of ["eur", "usd"])
          this.priceContext.push(
            `{"price_id":"price_${v.id}_${cur}","currency_code":"${cur}",${list},"rules":${rules},"price_set_id":"pset_${v.id}"}`
          )
      })
    )
    this.vProduct = Int32Array.from(owner)
    const n = owner.length
    this.stock = Int32Array.from({ length: n }, () => rng.between(50, 1000))
    this.reserved = new Int32Array(n)
    this.price = Int32Array.from({ length: 2 * n }, () =>
      rng.between(100, 30000)
    )
    this.revision = new Int32Array(products.length)
  }

  get variantCount() {
    return this.vIds.length
  }

  private variantChange(
    v: number,
    field: string,
    old: number | string,
    now: number | string,
    context: string
  ): Change {
    const pi = this.vProduct[v]
    return {
      productId: this.products[pi].id,
      variantId: this.vIds[v],
      productName: this.names[pi],
      productNumber: this.vSkus[v],
      field,
      old: String(old),
      new: String(now),
      context,
    }
  }

  private productChange(
    pi: number,
    field: string,
    old: string,
    now: string
  ): Change {
    const p = this.products[pi]
    return {
      productId: p.id,
      productName: this.names[pi],
      productNumber: this.handles[pi],
      field,
      old,
      new: now,
    }
  }

  private stockCtx(v: number, order?: string) {
    return order
      ? `${this.stockContext[v]},"order_id":"${order}"}`
      : `${this.stockContext[v]}}`
  }

  /** An order's reservations: one entry per line. */
  reserve(order: string, lines: Line[]): Change[] {
    return lines.map(({ v, qty }) => {
      const old = this.reserved[v]
      this.reserved[v] = old + qty
      return this.variantChange(
        v,
        "stock.reserved",
        old,
        old + qty,
        this.stockCtx(v, order)
      )
    })
  }

  /** An order shipped (stock down, reservation released) or cancelled (released only). */
  fulfil({ order, lines, cancelled }: Fulfilment): Change[] {
    const changes: Change[] = []
    for (const { v, qty } of lines) {
      const ctx = this.stockCtx(v, order)
      if (!cancelled) {
        const old = this.stock[v]
        // Restocked on the way when short: the level never goes negative.
        this.stock[v] = Math.max(0, old - qty)
        changes.push(this.variantChange(v, "stock", old, this.stock[v], ctx))
      }
      const old = this.reserved[v]
      this.reserved[v] = Math.max(0, old - qty)
      changes.push(
        this.variantChange(v, "stock.reserved", old, this.reserved[v], ctx)
      )
    }
    return changes
  }

  /** A stock count or sync sets new levels. */
  restock(rng: Prng, variants: number[]): Change[] {
    return variants.map((v) => {
      const old = this.stock[v]
      this.stock[v] = Math.max(0, old + rng.between(-20, 400))
      return this.variantChange(
        v,
        "stock",
        old,
        this.stock[v],
        this.stockCtx(v)
      )
    })
  }

  /** New prices: eur (tax-inclusive: price.gross) or usd (price.net). */
  reprice(rng: Prng, v: number, currency: 0 | 1): Change {
    const k = 2 * v + currency
    const old = this.price[k]
    this.price[k] = Math.max(1, Math.round(old * (0.9 + 0.2 * rng.random())))
    return this.variantChange(
      v,
      currency === 0 ? "price.gross" : "price.net",
      (old / 100).toFixed(2),
      (this.price[k] / 100).toFixed(2),
      this.priceContext[k]
    )
  }

  /** Remembers an admin's price entry for a later rollback. */
  keepForRollback(change: Change, id: string) {
    if (this.rollbackable.length >= 64) this.rollbackable.shift()
    this.rollbackable.push({ change, id })
  }

  /** A rollback of a remembered price entry (its old value back), or none. */
  rollback(rng: Prng): Change | undefined {
    if (!this.rollbackable.length) return undefined
    const [{ change, id }] = this.rollbackable.splice(
      rng.between(0, this.rollbackable.length - 1),
      1
    )
    return { ...change, old: change.new, new: change.old, rolledBack: id }
  }

  /** A text or attribute of a product changed (metadata.min_order and others: a number). */
  retext(rng: Prng, pi: number, field: string): Change {
    const r = ++this.revision[pi]
    const values = TEXT_VALUES[field]
    const [old, now] = values
      ? values(this.products[pi].name, r, rng)
      : [String(r), String(r + 1)]
    return this.productChange(pi, field, old, now)
  }
}
