// What the history bench times: every filter the admin offers, alone and
// combined, as the admin sends them (src/admin/routes/product-history,
// src/admin/widgets/product-history.tsx, components/product-history):
// the page's changes and saves views (catalogue changes, the admin's
// default, or every entry; field, source, date presets and
// custom ranges across months, search, sorts, page sizes, deep pages), the
// product widget (one product's entries, its price chart), the drawer (one
// entry, one save), and exact counts (the API's total_count_mode=exact).
import type {
  HistoryFilterInput,
  HistorySort,
} from "../../src/modules/product-history/filters"

/** Which read a case times. */
export type CaseKind = "entries" | "saves" | "chart" | "entry" | "changeSet"

export type ListCase = {
  label: string
  kind: CaseKind
  input?: Partial<HistoryFilterInput>
  /** 1-based page of `size` rows. */
  page?: number
  size?: number
  exact?: boolean
  /** The chart's product, the drawer's entry or save. */
  id?: string
}

/** The admin's default page size (use-list-url-state.ts). */
export const ADMIN_PAGE_SIZE = 20
/** The deepest page the admin's pager reaches: the capped count stops at 10,000. */
const DEEPEST = Math.floor(10_000 / ADMIN_PAGE_SIZE)

/** A calendar day, `days` before the anchor (UTC). */
const day = (anchor: Date, days = 0) =>
  new Date(anchor.getTime() - days * 86_400_000).toISOString().slice(0, 10)
/** The first day of the month `back` months before the anchor's. */
const monthStart = (anchor: Date, back: number) =>
  new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 10)
const monthEnd = (anchor: Date, back: number) =>
  new Date(
    Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back + 1, 0)
  )
    .toISOString()
    .slice(0, 10)

export type CaseContext = {
  /** The newest entry's time: the seeded shop's "today". */
  until: Date
  hot: { id: string; handle: string }
  cold: { id: string; handle: string }
  /** A synthetic SKU (a term naming one product). */
  sku: string
  entryId: string
  /** The largest save (an import's). */
  bigSetId: string
}

export function listCases(c: CaseContext): ListCase[] {
  const a = c.until
  const presets: [string, Partial<HistoryFilterInput>][] = [
    ["today", { from: day(a), to: day(a) }],
    ["last 7 days", { from: day(a, 6) }],
    ["last 30 days", { from: day(a, 29) }],
    ["this month", { from: monthStart(a, 0) }],
    ["last month", { from: monthStart(a, 1), to: monthEnd(a, 1) }],
    [
      "custom: 3 months a year ago",
      { from: monthStart(a, 14), to: monthEnd(a, 12) },
    ],
    [
      "custom: 2 years, ending a year ago",
      { from: monthStart(a, 36), to: monthEnd(a, 13) },
    ],
  ]
  const sorts: HistorySort[] = [
    "changed_at",
    "field_name",
    "-field_name",
    "product_number",
    "-product_number",
  ]
  const entries = (
    label: string,
    input: Partial<HistoryFilterInput> = {},
    more: Partial<ListCase> = {}
  ): ListCase => ({
    label,
    kind: "entries",
    input,
    ...more,
  })
  const saves = (
    label: string,
    input: Partial<HistoryFilterInput> = {},
    more: Partial<ListCase> = {}
  ): ListCase => ({
    label: `saves: ${label}`,
    kind: "saves",
    input,
    ...more,
  })
  const product =
    (p: { id: string; handle: string }, heat: string) =>
    (
      label: string,
      input: Partial<HistoryFilterInput> = {},
      more: Partial<ListCase> = {}
    ) =>
      entries(
        `widget ${heat} product: ${label}`,
        { product_id: [p.id], ...input },
        more
      )
  const hot = product(c.hot, "hot")
  const cold = product(c.cold, "cold")
  return [
    entries("no filter"),
    entries("field = price.gross", { field_name: ["price.gross"] }),
    entries("field = price.gross, price.net", {
      field_name: ["price.gross", "price.net"],
    }),
    entries("field = title (rare)", { field_name: ["title"] }),
    entries("field = stock.reserved (half of all)", {
      field_name: ["stock.reserved"],
    }),
    entries("source = admin", { source: ["admin"] }),
    entries("source = cli (rare)", { source: ["cli"] }),
    entries("source = admin, field = price.gross", {
      source: ["admin"],
      field_name: ["price.gross"],
    }),
    entries("source = import, api; field = title, description", {
      source: ["import", "api"],
      field_name: ["title", "description"],
    }),
    ...presets.map(([label, input]) => entries(`date ${label}`, input)),
    entries("field = price.gross, last month", {
      field_name: ["price.gross"],
      ...presets[4][1],
    }),
    entries("field = title, 2 years ending a year ago", {
      field_name: ["title"],
      ...presets[6][1],
    }),
    entries("source = cli, last 30 days", {
      source: ["cli"],
      ...presets[2][1],
    }),
    entries(`term "drill" (hundreds of products)`, { q: "drill" }),
    entries(`term "hinge m8" (dozens of products)`, { q: "hinge m8" }),
    entries(`term "b" (one letter)`, { q: "b" }),
    entries(`term "${c.sku}" (one product)`, { q: c.sku }),
    entries(`term "drill", field = price.gross`, {
      q: "drill",
      field_name: ["price.gross"],
    }),
    entries(`term "drill", last 30 days`, { q: "drill", ...presets[2][1] }),
    entries(`term "drill", source = admin, last month`, {
      q: "drill",
      source: ["admin"],
      ...presets[4][1],
    }),
    ...sorts.map((order) => entries(`order ${order}`, { order })),
    entries("order product_number, field = price.gross", {
      order: "product_number",
      field_name: ["price.gross"],
    }),
    entries("order -field_name, last 30 days", {
      order: "-field_name",
      ...presets[2][1],
    }),
    entries("page size 100", {}, { size: 100 }),
    entries(`deepest page (${DEEPEST})`, {}, { page: DEEPEST }),
    entries(
      `deepest page, order product_number`,
      { order: "product_number" },
      { page: DEEPEST }
    ),
    entries(
      `deepest page, field = price.gross`,
      { field_name: ["price.gross"] },
      { page: DEEPEST }
    ),
    // The admin's lists leave stock movements out unless switched on (field_group=catalogue).
    entries("catalogue (the admin's default)", { field_group: "catalogue" }),
    entries("catalogue, last 30 days", {
      field_group: "catalogue",
      ...presets[2][1],
    }),
    entries("catalogue, custom: 3 months a year ago", {
      field_group: "catalogue",
      ...presets[5][1],
    }),
    entries("catalogue, source = admin", {
      field_group: "catalogue",
      source: ["admin"],
    }),
    entries(`catalogue, term "drill"`, {
      field_group: "catalogue",
      q: "drill",
    }),
    entries(`catalogue, term "hinge m8"`, {
      field_group: "catalogue",
      q: "hinge m8",
    }),
    entries(`catalogue, term "drill", last 30 days`, {
      field_group: "catalogue",
      q: "drill",
      ...presets[2][1],
    }),
    entries("catalogue, order field_name", {
      field_group: "catalogue",
      order: "field_name",
    }),
    entries(
      `catalogue, deepest page (${DEEPEST})`,
      { field_group: "catalogue" },
      { page: DEEPEST }
    ),
    entries("stock movements only", { field_group: "stock" }),
    saves("no filter"),
    saves("catalogue", { field_group: "catalogue" }),
    saves(`catalogue, term "drill"`, { field_group: "catalogue", q: "drill" }),
    saves("catalogue, last month", {
      field_group: "catalogue",
      ...presets[4][1],
    }),
    saves("field = price.gross", { field_name: ["price.gross"] }),
    saves("source = admin", { source: ["admin"] }),
    saves("field = title (rare)", { field_name: ["title"] }),
    saves(`term "drill"`, { q: "drill" }),
    saves("last month", presets[4][1]),
    saves("custom: 3 months a year ago", presets[5][1]),
    saves("oldest first", { order: "changed_at" }),
    saves(`deepest page (${DEEPEST})`, {}, { page: DEEPEST }),
    hot("all"),
    hot("catalogue", { field_group: "catalogue" }),
    hot("field = price.gross", { field_name: ["price.gross"] }),
    hot("last 30 days", presets[2][1]),
    hot("order field_name", { order: "field_name" }),
    hot(`deepest page (${DEEPEST})`, {}, { page: DEEPEST }),
    cold("all"),
    cold("catalogue", { field_group: "catalogue" }),
    cold("field = title", { field_name: ["title"] }),
    {
      label: "widget hot product: price chart (90 days)",
      kind: "chart",
      id: c.hot.id,
    },
    { label: "drawer: one entry", kind: "entry", id: c.entryId },
    { label: "drawer: the largest save", kind: "changeSet", id: c.bigSetId },
    entries("exact count: no filter", {}, { exact: true }),
    entries(
      "exact count: field = stock.reserved",
      { field_name: ["stock.reserved"] },
      { exact: true }
    ),
    entries(
      "exact count: field = price.gross",
      { field_name: ["price.gross"] },
      { exact: true }
    ),
    entries(
      "exact count: source = admin, last month",
      { source: ["admin"], ...presets[4][1] },
      { exact: true }
    ),
    entries(`exact count: term "drill"`, { q: "drill" }, { exact: true }),
    entries(
      "exact count: hot product",
      { product_id: [c.hot.id] },
      { exact: true }
    ),
    saves("exact count: no filter", {}, { exact: true }),
  ]
}
