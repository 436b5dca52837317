// Draws the history bench's change sets in time order (bench/lib/
// history-seed-kinds.ts) and hands them out as chunks of COPY text
// (bench/lib/history-seed-rows.ts). Times rise with the row over `days` days
// up to `until`, as the capture appends them; the entries of a set share
// their time; an order's fulfilment is written when it falls due.
import { popularity, prng, type Product } from "./history-seed-catalogue"
import { drawSet, fulfilment, type DrawnSet } from "./history-seed-kinds"
import { DueQueue, LineSink, type Chunk } from "./history-seed-rows"
import { SeedState, type Fulfilment } from "./history-seed-state"

const DAY_MS = 86_400_000

export type SeedPlan = {
  products: Product[]
  entries: number
  days: number
  /** The last entry's time. */
  until: Date
  seed?: number
}

/** What the seed wrote: change sets, entries by field and by source. */
export type SeedCounts = {
  fields: Map<string, number>
  sources: Map<string, number>
  sets: number
}

const add = (m: Map<string, number>, key: string) =>
  m.set(key, (m.get(key) ?? 0) + 1)

/** The entries as chunks of COPY text lines (about 256 KB each), exactly `plan.entries` of them. */
export function* seedChunks(
  plan: SeedPlan,
  counts?: SeedCounts
): Generator<Chunk> {
  const rng = prng(plan.seed ?? 20261207)
  const state = new SeedState(plan.products, rng)
  const rank = popularity(plan.products.length)
  const sink = new LineSink(plan.entries)
  const due = new DueQueue<Fulfilment>()
  const span = plan.days * DAY_MS
  const start = plan.until.getTime() - span
  const timeOf = (row: number) =>
    start + Math.floor((row / plan.entries) * span)
  // A product's variants are neighbours in the state's arrays.
  const firstVariant = new Int32Array(plan.products.length)
  for (let v = state.variantCount - 1; v >= 0; v--)
    firstVariant[state.vProduct[v]] = v
  const variant = (power: number) => {
    const pi = rank.draw(rng, power)
    return (
      firstVariant[pi] + rng.between(0, plan.products[pi].variants.length - 1)
    )
  }
  let orders = 0
  const write = (time: number, set: DrawnSet) => {
    const ids = sink.writeSet(
      rng,
      new Date(time).toISOString(),
      set.actor,
      set.changes
    )
    set.written?.(ids)
    if (!counts) return
    counts.sets++
    for (let i = 0; i < ids.length; i++) {
      add(counts.fields, set.changes[i].field)
      add(counts.sources, set.actor.source)
    }
  }

  while (!sink.full) {
    const now = timeOf(sink.written)
    for (let f = due.popDue(now); f && !sink.full; f = due.popDue(now))
      write(f.due, fulfilment(rng, state, f.item))
    if (sink.full) break
    write(
      now,
      drawSet({
        rng,
        state,
        variant,
        product: (power) => rank.draw(rng, power),
        now,
        later: (at, f) => due.push(at, f),
        order: () => `order_bench${String(++orders).padStart(8, "0")}`,
      })
    )
    yield* sink.take()
  }
  sink.flush()
  yield* sink.take()
}
