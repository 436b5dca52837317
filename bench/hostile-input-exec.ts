// Run by bench/hostile-input.mjs: what one hostile request costs before it reaches the database.
// Prints, per case, the worst of three runs and the longest the event loop was held; no thresholds.
import { DEMO_B2B_PROFILES } from "../dev/seed-b2b-profiles"
import { DEFAULT_OPENTRANS_MAPPINGS } from "../src/modules/b2b-import/pipeline/parse"
import { readOrderFile } from "../src/modules/b2b-import/pipeline/read-order"
import { readOrderFileOffThread } from "../src/modules/b2b-import/pipeline/read-off-thread"
import type {
  MappingRule,
  ParseOptions,
} from "../src/modules/b2b-import/pipeline/types"
import { parseCriteria } from "../src/shopware/criteria"
import { CRITERIA_LIMITS } from "../src/shopware/criteria/limits"
import { integrationEntity } from "../src/shopware/entities/api-access-entities"
import { findInputProblem } from "../src/utils/input-limits"
import { figures, measure, say, timed } from "./lib/timed"

const BODY_LIMIT = 100 * 1024
const UPLOAD_LIMIT = 20 * 1024 * 1024
const MAX_LINES = 1000
const ID = "ab".repeat(16)
const list = (n: number, item: string) => Array(n).fill(item).join(",")
const mb = (text: string | Buffer) =>
  `${(Buffer.byteLength(text) / 1048576).toFixed(1)} MB`
const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} kB`

/** What an `/api` search does with a body before the database: JSON.parse, the input walk, the criteria parser. */
function searchRequest(body: string) {
  const parsed = JSON.parse(body)
  const problem = findInputProblem(parsed)
  if (problem)
    throw Object.assign(new Error("refused"), {
      code:
        problem.kind === "nul"
          ? "FRAMEWORK__INVALID_CHARACTER"
          : "FRAMEWORK__INPUT_NESTED_TOO_DEEPLY",
    })
  return parseCriteria(parsed, {
    entityName: integrationEntity.name,
    fields: integrationEntity.fields,
    source: "body",
  })
}

const equalsId = `{"type":"equals","field":"id","value":"${ID}"}`
const nested = (type: string, levels: number, leaf = equalsId) =>
  `${`{"type":"${type}","queries":[`.repeat(levels - 1)}${leaf}${"]}".repeat(levels - 1)}`
/** As many `equalsAny` filters of ids as fit in the body limit, at most the node limit. */
function widestCriteria(): string {
  const ids = Math.floor((BODY_LIMIT / CRITERIA_LIMITS.filterNodes - 60) / 35)
  return `{"filter":[${list(CRITERIA_LIMITS.filterNodes, `{"type":"equalsAny","field":"id","value":[${list(ids, `"${ID}"`)}]}`)}]}`
}

async function criteria() {
  say(
    `\nSearch criteria (limits ${JSON.stringify(CRITERIA_LIMITS)}, body limit ${BODY_LIMIT / 1024} kB)`
  )
  const atLimits = `{"filter":[${nested("multi", 10)},${list(40, equalsId)}],"post-filter":[${list(50, equalsId)}],"sort":[${list(25, '{"field":"label"}')}],"aggregations":[${list(25, '{"name":"n","type":"count","field":"id"}')}]}`
  await measure(
    "at every limit (10 levels, 100 filters, 25 sorts, 25 aggs)",
    kb(atLimits),
    () => searchRequest(atLimits)
  )
  const widest = widestCriteria()
  await measure(
    "100 equalsAny filters filling the body limit",
    kb(widest),
    () => searchRequest(widest)
  )
  const manyFilters = `{"filter":[${list(Math.floor(BODY_LIMIT / (equalsId.length + 1)) - 1, equalsId)}]}`
  await measure(
    "as many filters as fit in the body (refused)",
    kb(manyFilters),
    () => searchRequest(manyFilters)
  )
  for (const [type, levels] of [
    ["multi", 11],
    ["multi", 1_000],
    ["not", 1_500],
  ] as const) {
    const body = `{"filter":[${nested(type, levels)}]}`
    await measure(`${levels} nested "${type}" (refused)`, kb(body), () =>
      searchRequest(body)
    )
  }
  const deepArrays = "[".repeat(30_000) + "]".repeat(30_000)
  await measure("30,000 nested arrays (refused)", kb(deepArrays), () =>
    searchRequest(deepArrays)
  )
  const nulLast = `{"filter":[${list(Math.floor(BODY_LIMIT / (equalsId.length + 1)) - 2, equalsId)}],"term":"\\u0000"}`
  await measure(
    "NUL in the last field of a full body (refused)",
    kb(nulLast),
    () => searchRequest(nulLast)
  )
}

const options = (
  fileFormat: ParseOptions["fileFormat"],
  over: Partial<ParseOptions> = {}
): ParseOptions => ({
  fileFormat,
  csvDelimiter: ";",
  csvEncoding: "utf-8",
  csvHeaderRow: true,
  decimalSeparator: ",",
  maxLines: MAX_LINES,
  sheetName: null,
  headerRow: 1,
  ...over,
})
const ERP_RULES = DEMO_B2B_PROFILES[0].mappings.map((m) => ({
  source: m.source,
  target: m.target,
  transform: m.transform ?? null,
  required: m.required ?? false,
})) as MappingRule[]
const JSON_RULES: MappingRule[] = [
  {
    source: "orderNumber",
    target: "order.externalNumber",
    transform: null,
    required: false,
  },
  {
    source: "customer",
    target: "customer.number",
    transform: null,
    required: false,
  },
  {
    source: "lines[].sku",
    target: "line.sku",
    transform: null,
    required: true,
  },
  {
    source: "lines[].qty",
    target: "line.quantity",
    transform: null,
    required: true,
  },
  {
    source: "lines[].note",
    target: "line.note",
    transform: null,
    required: false,
  },
]

const pad = (bytes: number) => "x".repeat(Math.max(0, bytes))
const csv = (lines: number, note: number) =>
  [
    "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
    ...Array.from(
      { length: lines },
      (_, i) => `PO-1;K-10001;SW0${1000 + (i % 20)};${1 + (i % 9)};${pad(note)}`
    ),
  ].join("\n")
const json = (lines: number, note: number) =>
  JSON.stringify({
    orderNumber: "PO-1",
    customer: "K-10001",
    lines: Array.from({ length: lines }, (_, i) => ({
      sku: `SW0${1000 + (i % 20)}`,
      qty: 1 + (i % 9),
      note: pad(note),
    })),
  })
const xmlItem = (i: number, note: number) =>
  `<ORDER_ITEM><LINE_ITEM_ID>${i + 1}</LINE_ITEM_ID><PRODUCT_ID><SUPPLIER_PID>SW0${1000 + (i % 20)}</SUPPLIER_PID><DESCRIPTION_SHORT>${pad(note)}</DESCRIPTION_SHORT></PRODUCT_ID><QUANTITY>${1 + (i % 9)}</QUANTITY></ORDER_ITEM>`
const xml = (lines: number, note: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<ORDER version="2.1"><ORDER_HEADER><ORDER_INFO><ORDER_ID>PO-1</ORDER_ID></ORDER_INFO></ORDER_HEADER><ORDER_ITEM_LIST>${Array.from({ length: lines }, (_, i) => xmlItem(i, note)).join("")}</ORDER_ITEM_LIST></ORDER>`
/** Note length that brings `lines` lines to the upload limit. */
const noteFor = (lines: number, overhead: number) =>
  Math.floor(UPLOAD_LIMIT / lines) - overhead

async function orderFiles() {
  say(
    `\nOrder files (parse + map; upload limit ${UPLOAD_LIMIT / 1048576} MB, maxOrderLines ${MAX_LINES})`
  )
  say(
    "First figures: read in process (the cost); second: read as the server does, on a reader thread (what the event loop feels)."
  )
  const cases: [string, string, ParseOptions, MappingRule[]][] = [
    ["CSV, 1,000 lines", csv(MAX_LINES, 20), options("csv"), ERP_RULES],
    [
      "CSV, 1,000 lines with long notes (upload limit)",
      csv(MAX_LINES, noteFor(MAX_LINES, 40)),
      options("csv"),
      ERP_RULES,
    ],
    [
      "CSV, short lines up to the upload limit (refused)",
      csv(Math.floor(UPLOAD_LIMIT / 35), 0),
      options("csv"),
      ERP_RULES,
    ],
    ["JSON, 1,000 lines", json(MAX_LINES, 20), options("json"), JSON_RULES],
    [
      "JSON, 1,000 lines with long notes (upload limit)",
      json(MAX_LINES, noteFor(MAX_LINES, 50)),
      options("json"),
      JSON_RULES,
    ],
    [
      "JSON, short lines up to the upload limit (refused)",
      json(Math.floor(UPLOAD_LIMIT / 45), 0),
      options("json"),
      JSON_RULES,
    ],
    [
      "JSON, nested arrays up to the upload limit (refused)",
      "[".repeat(UPLOAD_LIMIT / 2) + "]".repeat(UPLOAD_LIMIT / 2),
      options("json"),
      JSON_RULES,
    ],
    [
      "openTRANS, 1,000 lines",
      xml(MAX_LINES, 20),
      options("opentrans"),
      DEFAULT_OPENTRANS_MAPPINGS,
    ],
    [
      "openTRANS, 1,000 lines with long texts (upload limit)",
      xml(MAX_LINES, noteFor(MAX_LINES, 200)),
      options("opentrans"),
      DEFAULT_OPENTRANS_MAPPINGS,
    ],
    [
      "openTRANS, short items up to the upload limit (refused)",
      xml(Math.floor(UPLOAD_LIMIT / 180), 0),
      options("opentrans"),
      DEFAULT_OPENTRANS_MAPPINGS,
    ],
    [
      "openTRANS, nested up to the upload limit (refused)",
      `<ORDER>${"<A>".repeat(UPLOAD_LIMIT / 8)}${"</A>".repeat(UPLOAD_LIMIT / 8)}</ORDER>`,
      options("opentrans"),
      DEFAULT_OPENTRANS_MAPPINGS,
    ],
    // Files whose cost grows faster than their size in naive parsers (seen: 190 s, 21 s, 10 s, 7 s before the fixes).
    [
      "CSV, unclosed quote then 'x\"\"' to the upload limit (refused)",
      `${csv(1, 0)}\nPO-2;K-10001;"${'x""'.repeat(UPLOAD_LIMIT / 3 - 30)}`,
      options("csv"),
      ERP_RULES,
    ],
    [
      "CSV, one line without delimiter to the upload limit (guessed)",
      "x".repeat(UPLOAD_LIMIT),
      options("csv", { csvDelimiter: null }),
      ERP_RULES,
    ],
    [
      "CSV, header then one line without newline to the upload limit",
      `${csv(0, 0)}\n${"x".repeat(UPLOAD_LIMIT - 60)}`,
      options("csv"),
      ERP_RULES,
    ],
    [
      "openTRANS, a text of '&amp;' to the upload limit",
      xml(1, 0).replace(
        "<ORDER_ID>PO-1",
        `<ORDER_ID>PO-1${"&amp;".repeat(UPLOAD_LIMIT / 5 - 100)}`
      ),
      options("opentrans"),
      DEFAULT_OPENTRANS_MAPPINGS,
    ],
    [
      "openTRANS, a text of '&#65;' to the upload limit",
      xml(1, 0).replace(
        "<ORDER_ID>PO-1",
        `<ORDER_ID>PO-1${"&#65;".repeat(UPLOAD_LIMIT / 5 - 100)}`
      ),
      options("opentrans"),
      DEFAULT_OPENTRANS_MAPPINGS,
    ],
    [
      "JSON, one object with keys to the upload limit",
      `{${Array.from({ length: UPLOAD_LIMIT / 14 }, (_, i) => `"k${i}":1`).join(",")}}`,
      options("json"),
      JSON_RULES,
    ],
    [
      "openTRANS with a DOCTYPE at the upload limit (refused)",
      xml(MAX_LINES, noteFor(MAX_LINES, 200)).replace(
        "<ORDER ",
        '<!DOCTYPE ORDER [<!ENTITY a "b">]><ORDER '
      ),
      options("opentrans"),
      DEFAULT_OPENTRANS_MAPPINGS,
    ],
  ]
  for (const [label, text, opts, rules] of cases) {
    const buf = Buffer.from(text)
    const inProcess = await timed(() => readOrderFile(buf, opts, rules))
    const offThread = await timed(() =>
      readOrderFileOffThread(buf, opts, rules)
    )
    say(
      `${label.padEnd(66)} ${mb(buf).padStart(8)}  ${figures(inProcess)} | ${figures(offThread)}  ${offThread.outcome}`
    )
  }
}

async function main() {
  await criteria()
  await orderFiles()
}

main()
  .then(() => process.exit(0))
  .catch((e) => {
    process.stderr.write(`${(e as Error).stack ?? e}\n`)
    process.exit(1)
  })
