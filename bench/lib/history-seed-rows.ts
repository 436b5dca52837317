// The history bench's entries as lines of COPY's text format, change set by
// change set, in time order (as the capture appends them), deterministic.
// The mix (bench/lib/history-seed-sets.ts): ~80 % stock movements, most of
// them an order's reservations and its fulfilment, ~20 % prices and texts.
import { ENTRY_COLUMNS } from "../../src/modules/product-history/repositories/entry-reads"
import type { Prng } from "./history-seed-catalogue"

/** The entry columns the seed fills, in the order of each line: every column the history's reads know. */
export const SEED_COLUMNS = ENTRY_COLUMNS

/** Who wrote a change set, as the capture records it. */
export type Actor = {
  source: string
  changedBy: string
  userId?: string
  integrationId?: string
  manual?: boolean
  comment?: string
}

/** One entry of a set: what changed; the set gives time, actor and id. */
export type Change = {
  productId: string
  variantId?: string
  productName: string
  productNumber: string
  field: string
  /** JSON text of the old and new value and of the context (or undefined). */
  old: string
  new: string
  context?: string
  rolledBack?: string
}

const NULL = "\\N"

/** COPY text format: backslash, tab and line breaks escaped; demo names might hold them, generated text does not. */
export const copyText = (s: string) =>
  /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) =>
        c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"
      )
    : s

/** Lines of COPY text and how many. */
export type Chunk = { text: string; rows: number }

/** Collects lines in chunks of about `chunkChars` characters and counts them. */
export class LineSink {
  private lines: string[] = []
  private chars = 0
  readonly chunks: Chunk[] = []
  written = 0

  constructor(
    readonly limit: number,
    private readonly chunkChars = 256 * 1024
  ) {}

  get full() {
    return this.written >= this.limit
  }

  /** One change set's entries at one time (those past the limit are left out); returns the ids written. */
  writeSet(
    rng: Prng,
    time: string,
    actor: Actor,
    changes: Change[],
    setId = rng.id()
  ): string[] {
    const ids: string[] = []
    const by = copyText(actor.changedBy)
    const tail = [
      actor.userId ?? NULL,
      actor.integrationId ?? NULL,
      by,
      actor.source,
    ].join("\t")
    const manual = actor.manual ? "t" : "f"
    const comment = actor.comment ? copyText(actor.comment) : NULL
    for (const c of changes) {
      if (this.full) break
      const id = rng.id()
      ids.push(id)
      const line =
        `${id}\t${c.productId}\t${c.variantId ?? NULL}\t${c.productName}\t${c.productNumber}\t${c.field}\t` +
        `${c.old}\t${c.new}\t${time}\t${tail}\t${c.context ?? NULL}\t${comment}\t${c.rolledBack ?? NULL}\t${manual}\t${setId}\n`
      this.lines.push(line)
      this.chars += line.length
      this.written++
      if (this.chars >= this.chunkChars) this.flush()
    }
    return ids
  }

  /** Moves the collected lines into one chunk. */
  flush() {
    if (!this.lines.length) return
    this.chunks.push({ text: this.lines.join(""), rows: this.lines.length })
    this.lines = []
    this.chars = 0
  }

  /** The chunks ready so far, handed over. */
  take(): Chunk[] {
    return this.chunks.splice(0, this.chunks.length)
  }
}

/** A min-heap of things due at a time (an order's fulfilment). */
export class DueQueue<T> {
  private heap: { due: number; item: T }[] = []

  get size() {
    return this.heap.length
  }

  push(due: number, item: T) {
    const h = this.heap
    h.push({ due, item })
    for (let i = h.length - 1; i > 0;) {
      const parent = (i - 1) >> 1
      if (h[parent].due <= h[i].due) break
      ;[h[parent], h[i]] = [h[i], h[parent]]
      i = parent
    }
  }

  /** The earliest item if it is due by `now`. */
  popDue(now: number): { due: number; item: T } | undefined {
    const h = this.heap
    if (!h.length || h[0].due > now) return undefined
    const top = h[0]
    const last = h.pop()!
    if (h.length) {
      h[0] = last
      for (let i = 0; ;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < h.length && h[l].due < h[m].due) m = l
        if (r < h.length && h[r].due < h[m].due) m = r
        if (m === i) break
        ;[h[m], h[i]] = [h[i], h[m]]
        i = m
      }
    }
    return top
  }
}
