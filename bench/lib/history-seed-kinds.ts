// The kinds of change set the history bench's seed writes, their shares of
// the entries and who writes them. An order reserves its lines (one change
// set, `stock.reserved` up, the order in the context) and is fulfilled
// 0.3–5 days later (one more: `stock` down and `stock.reserved` released) or
// cancelled (released only): ~70 % of the entries. Stock syncs and counts
// ~10 %, prices ~12 %, texts and attributes ~8 %.
import type { Prng } from "./history-seed-catalogue"
import type { Actor, Change } from "./history-seed-rows"
import type { Fulfilment, SeedState } from "./history-seed-state"

const ADMINS = ["Anna Becker", "Jonas Weber", "Marie Schulz", "Lukas Wagner"]
const TEXT_FIELDS = [
  "title",
  "description",
  "metadata.color",
  "metadata.supplier",
  "metadata.min_order",
  "status",
  "tags",
  "weight",
]
const IMPORT_TEXT_FIELDS = [
  "description",
  "metadata.supplier",
  "metadata.ean",
  "metadata.color",
]
const DAY_MS = 86_400_000

const admin = (rng: Prng, comment?: string): Actor => {
  const n = rng.between(1, ADMINS.length)
  return {
    source: "admin",
    changedBy: ADMINS[n - 1],
    userId: `user_bench${n}`,
    comment,
  }
}
const apiKey = (rng: Prng): Actor => {
  const n = rng.between(1, 3)
  return {
    source: "api",
    changedBy: `API key "ERP ${n}"`,
    integrationId: `apk_bench${n}`,
  }
}
const pick = <T>(rng: Prng, list: readonly T[]) =>
  list[rng.between(0, list.length - 1)]
const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make)

/** What a kind draws with. */
export type Draw = {
  rng: Prng
  state: SeedState
  /** A variant, or a product, drawn with skew `power` (1: uniform; 3: the top tenth gets ~46 %). */
  variant: (power: number) => number
  product: (power: number) => number
  now: number
  /** Schedules an order's fulfilment. */
  later: (due: number, f: Fulfilment) => void
  /** The next order's number. */
  order: () => string
}
export type DrawnSet = {
  actor: Actor
  changes: Change[]
  /** Hears the ids written (for a later rollback of one of them). */
  written?: (ids: string[]) => void
}

const order = (d: Draw): DrawnSet => {
  const { rng } = d
  const id = d.order()
  const lines = times(1 + Math.floor(rng.random() ** 2 * 20), () => ({
    v: d.variant(3),
    qty: 1 + Math.floor(rng.random() ** 3 * 50),
  }))
  const u = rng.random()
  const actor: Actor =
    u < 0.55
      ? { source: "api", changedBy: "Storefront" }
      : u < 0.9
        ? {
            source: "import",
            changedBy: `B2B import "Profile ${rng.between(1, 12)}"`,
          }
        : admin(rng, "Phone order")
  d.later(d.now + Math.floor((0.3 + 4.7 * rng.random()) * DAY_MS), {
    order: id,
    lines,
    cancelled: rng.random() < 0.1,
  })
  return { actor, changes: d.state.reserve(id, lines) }
}

/** An order's fulfilment: a clerk's or the fulfilment sync's. */
export const fulfilment = (
  rng: Prng,
  state: SeedState,
  f: Fulfilment
): DrawnSet => ({
  actor:
    rng.random() < 0.6
      ? admin(rng)
      : { source: "job", changedBy: "Fulfilment sync" },
  changes: state.fulfil(f),
})

const stockSync = (d: Draw): DrawnSet => ({
  actor: { source: "job", changedBy: "Inventory sync" },
  changes: d.state.restock(
    d.rng,
    times(d.rng.between(10, 200), () => d.variant(1.5))
  ),
})

const stockCount = (d: Draw): DrawnSet => ({
  actor: admin(d.rng, d.rng.random() < 0.3 ? "Stocktaking" : undefined),
  changes: d.state.restock(
    d.rng,
    times(d.rng.between(1, 2), () => d.variant(2))
  ),
})

const priceAdmin = (d: Draw): DrawnSet => {
  const v = d.variant(2)
  const changes = [d.state.reprice(d.rng, v, 0), d.state.reprice(d.rng, v, 1)]
  if (d.rng.random() < 0.5)
    changes.push(d.state.reprice(d.rng, d.variant(2), 0))
  const remember = d.rng.random() < 0.05
  return {
    actor: admin(d.rng),
    changes,
    written: (ids) =>
      remember && ids.length && d.state.keepForRollback(changes[0], ids[0]),
  }
}

const priceImport = (d: Draw): DrawnSet => ({
  actor: {
    source: "import",
    changedBy: `Price import "ERP"`,
    comment: d.rng.random() < 0.2 ? "Supplier price list" : undefined,
  },
  changes: times(d.rng.between(20, 300), () =>
    d.state.reprice(d.rng, d.variant(1), d.rng.random() < 0.6 ? 0 : 1)
  ),
})

const priceApi = (d: Draw): DrawnSet => ({
  actor: apiKey(d.rng),
  changes: times(d.rng.between(1, 10), () =>
    d.state.reprice(d.rng, d.variant(2), d.rng.random() < 0.5 ? 0 : 1)
  ),
})

const textAdmin = (d: Draw): DrawnSet => {
  const pi = d.product(1.5)
  const fields = new Set(
    times(d.rng.between(1, 5), () => pick(d.rng, TEXT_FIELDS))
  )
  return {
    actor: admin(d.rng),
    changes: [...fields].map((f) => d.state.retext(d.rng, pi, f)),
  }
}

const textImport = (d: Draw): DrawnSet => {
  const field = pick(d.rng, IMPORT_TEXT_FIELDS)
  return {
    actor: { source: "import", changedBy: `Product import "PIM"` },
    changes: times(d.rng.between(10, 150), () =>
      d.state.retext(d.rng, d.product(1), field)
    ),
  }
}

/** Rare ones: a rollback of an admin's price, an entry added by hand, a change in the database or by a subscriber. */
const other = (d: Draw): DrawnSet => {
  const u = d.rng.random()
  const rollback = u < 0.3 ? d.state.rollback(d.rng) : undefined
  if (rollback)
    return { actor: admin(d.rng, "Wrong price"), changes: [rollback] }
  const [actor, field]: [Actor, string] =
    u < 0.6
      ? [
          {
            source: "cli",
            changedBy: "plugin:history:add",
            manual: true,
            comment: "Recorded by hand",
          },
          "metadata.min_order",
        ]
      : u < 0.8
        ? [{ source: "database", changedBy: "database" }, "status"]
        : [{ source: "subscriber", changedBy: "subscriber" }, "tags"]
  return { actor, changes: [d.state.retext(d.rng, d.product(1), field)] }
}

/** Entry shares and mean entries per set (an order: ~7 lines reserved, then shipped or released). */
const KINDS: { draw: (d: Draw) => DrawnSet; share: number; mean: number }[] = [
  { draw: order, share: 0.7, mean: 20.5 },
  { draw: stockSync, share: 0.07, mean: 105 },
  { draw: stockCount, share: 0.03, mean: 1.5 },
  { draw: priceAdmin, share: 0.03, mean: 2.5 },
  { draw: priceImport, share: 0.06, mean: 160 },
  { draw: priceApi, share: 0.03, mean: 5.5 },
  { draw: textAdmin, share: 0.04, mean: 2.5 },
  { draw: textImport, share: 0.03, mean: 80 },
  { draw: other, share: 0.01, mean: 1 },
]
const WEIGHTS = KINDS.map((k) => k.share / k.mean)
const TOTAL_WEIGHT = WEIGHTS.reduce((a, b) => a + b, 0)

/** The next change set, of a kind drawn by its weight. */
export function drawSet(d: Draw): DrawnSet {
  let u = d.rng.random() * TOTAL_WEIGHT
  for (let i = 0; i < KINDS.length - 1; i++)
    if ((u -= WEIGHTS[i]) < 0) return KINDS[i].draw(d)
  return KINDS[KINDS.length - 1].draw(d)
}
