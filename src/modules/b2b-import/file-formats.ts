/**
 * The order-file formats, declared once: the list (a profile's
 * `file_format`, the model's enum, both dialects' schemas, OpenAPI's enum,
 * the admin's choices) and what each format is like, which the pipeline,
 * the admin and the mapping checks read instead of naming formats. A new
 * format is a line in each of the two below, its parser (pipeline/parse.ts)
 * and its words (the admin's `import.format.<format>`). Imports nothing: the
 * admin UI reads it through src/types.
 */
export const FILE_FORMATS = [
  "csv",
  "json",
  "opentrans",
  "xlsx",
  "edifact",
  "ubl",
  "cxml",
] as const
export type FileFormat = (typeof FILE_FORMATS)[number]

/** Whether the file's prices are without (net) or with (gross) tax; a profile's null takes its format's default. */
export const FILE_PRICES = ["net", "gross"] as const
export type FilePrices = (typeof FILE_PRICES)[number]

/** The documents an order response is written as (order-response/): a standard's own, or JSON for formats without one. */
export const RESPONSE_FORMATS = ["opentrans", "edifact", "ubl", "json"] as const
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number]

export type FileFormatTraits = {
  /** The format's name in a sentence ("openTRANS XML"). */
  name: string
  /**
   * `table`: rows of cells, a mapping's source is a column header (anything);
   * `tree`: nested data, a source is a path (`items[].sku`) checked on save.
   */
  shape: "table" | "tree"
  /** Prices in the file when the profile does not say (`file_prices` null). */
  filePrices: FilePrices
  /** Numbers are written with a decimal point whatever the profile's separator (XML's own rule). */
  pointDecimals: boolean
  /** Without mappings of its own a profile reads the format's standard fields (pipeline/parse.ts). */
  standardMappings: boolean
  /** File name endings and media types an upload of the format has (the admin's file picker). */
  extensions: readonly string[]
  mediaTypes: readonly string[]
  /** Other media types the format's files arrive labelled with (a browser's or an ERP's), still handed out as such. */
  alsoSentAs: readonly string[]
  /** The order response's standard document: the family's own response message (ORDERRESPONSE, ORDRSP, OrderResponse), else JSON. */
  response: ResponseFormat
}

export const FILE_FORMAT_TRAITS: Record<FileFormat, FileFormatTraits> = {
  csv: {
    name: "CSV",
    shape: "table",
    filePrices: "gross",
    pointDecimals: false,
    standardMappings: false,
    extensions: [".csv", ".txt"],
    mediaTypes: ["text/csv"],
    alsoSentAs: ["text/plain", "application/csv", "application/vnd.ms-excel"],
    response: "json",
  },
  json: {
    name: "JSON",
    shape: "tree",
    filePrices: "gross",
    pointDecimals: false,
    standardMappings: false,
    extensions: [".json"],
    mediaTypes: ["application/json"],
    alsoSentAs: [],
    response: "json",
  },
  // openTRANS prices are net by the standard.
  opentrans: {
    name: "openTRANS XML",
    shape: "tree",
    filePrices: "net",
    pointDecimals: true,
    standardMappings: true,
    extensions: [".xml"],
    mediaTypes: ["application/xml", "text/xml"],
    alsoSentAs: [],
    response: "opentrans",
  },
  // An Excel order form: rows of cells like CSV; numbers and dates are typed cells, so no separator applies to them.
  xlsx: {
    name: "Excel workbook",
    shape: "table",
    filePrices: "gross",
    pointDecimals: false,
    standardMappings: false,
    extensions: [".xlsx"],
    mediaTypes: [
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    alsoSentAs: ["application/zip"],
    response: "json",
  },
  // UN/EDIFACT ORDERS (EANCOM): PRI's AAA price is net; the parser turns UNA's decimal mark into ".".
  edifact: {
    name: "EDIFACT ORDERS",
    shape: "tree",
    filePrices: "net",
    pointDecimals: true,
    standardMappings: true,
    extensions: [".edi", ".edifact", ".txt"],
    mediaTypes: ["application/edifact"],
    alsoSentAs: ["text/plain"],
    response: "edifact",
  },
  // PEPPOL BIS Ordering 3.0: PriceAmount is net (VAT in TaxTotal).
  ubl: {
    name: "PEPPOL/UBL Order",
    shape: "tree",
    filePrices: "net",
    pointDecimals: true,
    standardMappings: true,
    extensions: [".xml"],
    mediaTypes: ["application/xml", "text/xml"],
    alsoSentAs: [],
    response: "ubl",
  },
  // cXML UnitPrice is the net unit price; tax travels apart (<Tax>).
  cxml: {
    name: "cXML OrderRequest",
    shape: "tree",
    filePrices: "net",
    pointDecimals: true,
    standardMappings: true,
    extensions: [".xml", ".cxml"],
    mediaTypes: ["application/xml", "text/xml"],
    alsoSentAs: [],
    response: "json",
  },
}

/** Whether a value is one of the formats (a workflow's input is not typed). */
export const isFileFormat = (value: unknown): value is FileFormat =>
  (FILE_FORMATS as readonly unknown[]).includes(value)

/** How each format's files give prices when the profile does not say. */
export const DEFAULT_FILE_PRICES = Object.fromEntries(
  FILE_FORMATS.map((f) => [f, FILE_FORMAT_TRAITS[f].filePrices])
) as Record<FileFormat, FilePrices>

/** "CSV, JSON or openTRANS XML": the formats in a sentence. */
export const FILE_FORMAT_NAMES = FILE_FORMATS.map(
  (f) => FILE_FORMAT_TRAITS[f].name
)
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1")
