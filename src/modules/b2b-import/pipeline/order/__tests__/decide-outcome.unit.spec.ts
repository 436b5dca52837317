import type { MappedOrder, MapResult, RowError } from "../../types"
import {
  decideOutcome,
  type LoadedRecord,
  needsFile,
  orderToValidate,
} from "../decide-outcome"
import type { OrderContext, ProfileRow, VariantFacts } from "../types"

const profile = (over: Partial<ProfileRow> = {}) =>
  ({
    id: "p1",
    name: "ERP",
    active: true,
    approval_mode: "auto",
    file_format: "csv",
    price_source: "catalogue",
    ...over,
  }) as ProfileRow

const RULES = [
  { source: "SKU", target: "line.sku", transform: null, required: true },
  { source: "Qty", target: "line.quantity", transform: null, required: true },
] as LoadedRecord["rules"]

const order = (lines: { sku: string; quantity: number }[]): MappedOrder =>
  ({
    externalNumber: "PO-1",
    note: null,
    requestedDate: null,
    customer: { email: "a@b.de", number: null },
    shipping: null,
    billing: null,
    lines: lines.map((l, i) => ({
      row: i + 2,
      unitPrice: null,
      note: null,
      ...l,
    })),
  }) as unknown as MappedOrder

const loaded = (over: Partial<LoadedRecord> = {}): LoadedRecord => ({
  record: {
    id: "r1",
    profile_id: "p1",
    file_key: "k",
    line_count: null,
    external_order_number: null,
    prepared_order: null,
  },
  profile: profile(),
  rules: RULES,
  existingOrder: null,
  ...over,
})

const variant = (sku: string, available = 10): VariantFacts => ({
  id: `v-${sku}`,
  sku,
  title: sku,
  productTitle: "Shirt",
  published: true,
  manageInventory: true,
  allowBackorder: false,
  price: 12.5,
  priceTaxInclusive: true,
  stock: {
    locationId: "loc",
    available,
    items: [{ inventoryItemId: `i-${sku}`, requiredQuantity: 1 }],
  },
})

const context = (over: Partial<OrderContext> = {}): OrderContext => ({
  setup: {
    regionId: "reg",
    currencyCode: "eur",
    countries: ["de"],
    salesChannelId: "sc",
    locationIds: ["loc"],
    shippingMethod: null,
  },
  setupErrors: [],
  customer: {
    id: "cus",
    email: "a@b.de",
    addresses: [{ city: "Hamburg", postal_code: "20457", country_code: "de" }],
  },
  customerErrors: [],
  variants: { A: variant("A") },
  numberHolder: null,
  ...over,
})

const read = (mapped: MappedOrder, errors: RowError[] = []) => ({
  result: {
    order: mapped,
    errors,
    lineCount: mapped.lines.length,
  } as MapResult,
  fileErrors: [],
})

describe("decideOutcome: process", () => {
  it("an auto profile's valid file is ready to become an order; a manual one waits", () => {
    const mapped = order([{ sku: "A", quantity: 2 }])
    const ready = decideOutcome({
      action: "process",
      loaded: loaded(),
      read: read(mapped),
      context: context(),
    })
    expect(ready).toMatchObject({
      next: "ready",
      lineCount: 1,
      externalNumber: "PO-1",
      errors: [],
    })
    expect(ready.prepared?.lines).toEqual([
      expect.objectContaining({
        sku: "A",
        quantity: 2,
        unitPrice: 12.5,
        reservations: [
          { inventoryItemId: "i-A", locationId: "loc", quantity: 2 },
        ],
      }),
    ])
    const manual = loaded({ profile: profile({ approval_mode: "manual" }) })
    expect(
      decideOutcome({
        action: "process",
        loaded: manual,
        read: read(mapped),
        context: context(),
      }).next
    ).toBe("hold")
  })

  it("stops at the first stage that fails, with the status of that stage", () => {
    const mapped = order([{ sku: "A", quantity: 2 }])
    const run = (
      l: LoadedRecord,
      r = read(mapped),
      c: OrderContext | null = context()
    ) => decideOutcome({ action: "process", loaded: l, read: r, context: c })
    expect(run(loaded({ profile: null }))).toMatchObject({
      next: "failed",
      errors: [{ code: "PROFILE_MISSING" }],
    })
    expect(run(loaded({ profile: profile({ active: false }) }))).toMatchObject({
      next: "failed",
      errors: [{ code: "PROFILE_INACTIVE" }],
    })
    expect(run(loaded({ rules: RULES.slice(0, 1) }))).toMatchObject({
      next: "failed",
      errors: [{ code: "SETUP_INCOMPLETE" }],
    })
    const fileError: RowError = {
      row: null,
      column: null,
      value: null,
      code: "FILE_EMPTY",
      message: "empty",
    }
    expect(run(loaded(), { fileErrors: [fileError] } as never)).toMatchObject({
      next: "failed",
      errors: [fileError],
    })
    const mapError: RowError = {
      row: 3,
      column: "Qty",
      value: "x",
      code: "INVALID_NUMBER",
      message: "x",
    }
    expect(run(loaded(), read(mapped, [mapError]))).toMatchObject({
      next: "parsed",
      errors: [mapError],
    })
    const holder: RowError = {
      row: null,
      column: "order.externalNumber",
      value: "PO-1",
      code: "DUPLICATE_ORDER_NUMBER",
      message: "taken",
    }
    expect(
      run(loaded(), read(mapped), context({ numberHolder: holder }))
    ).toMatchObject({ next: "failed", errors: [holder] })
  })

  it("reports every line problem of the validate stage at once, naming the file's columns", () => {
    const mapped = order([
      { sku: "NOPE", quantity: 1 },
      { sku: "A", quantity: 0 },
      { sku: "A", quantity: 11 },
    ])
    const outcome = decideOutcome({
      action: "process",
      loaded: loaded(),
      read: read(mapped),
      context: context(),
    })
    expect(outcome.next).toBe("mapped")
    expect(outcome.errors.map((e) => [e.row, e.code, e.column])).toEqual([
      [2, "UNKNOWN_SKU", "SKU"],
      [3, "INVALID_QUANTITY", "Qty"],
      [4, "INSUFFICIENT_STOCK", "Qty"],
    ])
    expect(outcome.errors[2].message).toBe(
      "SKU 'A': 11 ordered, only 10 in stock."
    )
  })

  it("adopts an order an interrupted run created; reads the file only when its stock is missing", () => {
    const adopted = loaded({
      existingOrder: { id: "order_1", needsStock: false },
    })
    expect(needsFile("process", adopted)).toBe(false)
    expect(
      decideOutcome({
        action: "process",
        loaded: adopted,
        read: null,
        context: null,
      })
    ).toMatchObject({
      next: "ready",
      existingOrderId: "order_1",
      prepared: null,
    })
    const unreserved = loaded({
      existingOrder: { id: "order_1", needsStock: true },
    })
    expect(needsFile("process", unreserved)).toBe(true)
    const mapped = order([{ sku: "A", quantity: 1 }])
    const outcome = decideOutcome({
      action: "process",
      loaded: unreserved,
      read: read(mapped),
      context: context(),
    })
    expect(outcome).toMatchObject({ next: "ready", existingOrderId: "order_1" })
    expect(outcome.prepared?.lines).toHaveLength(1)
  })

  it("takes the ERP number from the adopted order when the record has none yet (a first run killed after the order), so it is claimed", () => {
    const adopted = loaded({
      existingOrder: {
        id: "order_1",
        needsStock: false,
        externalNumber: "PO-7",
      },
    })
    expect(adopted.record.external_order_number).toBeNull()
    expect(
      decideOutcome({
        action: "process",
        loaded: adopted,
        read: null,
        context: null,
      })
    ).toMatchObject({ next: "ready", externalNumber: "PO-7" })
  })
})

describe("decideOutcome: approve", () => {
  it("re-checks the kept order and names what changed since the import", () => {
    const mapped = order([{ sku: "A", quantity: 1 }])
    const atImport = decideOutcome({
      action: "process",
      loaded: loaded(),
      read: read(mapped),
      context: context(),
    }).prepared
    const waiting = loaded({
      record: {
        ...loaded().record,
        prepared_order: atImport,
        line_count: 1,
        external_order_number: "PO-1",
      },
    })
    expect(needsFile("approve", waiting)).toBe(false)
    expect(orderToValidate("approve", waiting, null)).toEqual(mapped)
    const dearer = context({ variants: { A: { ...variant("A"), price: 14 } } })
    const outcome = decideOutcome({
      action: "approve",
      loaded: waiting,
      read: null,
      context: dearer,
    })
    expect(outcome.next).toBe("ready")
    expect(outcome.changes.map((c) => c.message)).toEqual([
      "Line 2, SKU 'A': the price changed from 12.50 to 14.00 EUR since the import.",
    ])
    const gone = decideOutcome({
      action: "approve",
      loaded: waiting,
      read: null,
      context: context({ variants: {} }),
    })
    expect(gone).toMatchObject({
      next: "awaiting_approval",
      errors: [{ code: "UNKNOWN_SKU" }],
    })
    // Another order took the number meanwhile (read under the number's lock): the record keeps waiting.
    const holder: RowError = {
      row: null,
      column: "order.externalNumber",
      value: "PO-1",
      code: "DUPLICATE_ORDER_NUMBER",
      message: "taken",
    }
    expect(
      decideOutcome({
        action: "approve",
        loaded: waiting,
        read: null,
        context: context({ numberHolder: holder }),
      })
    ).toMatchObject({ next: "awaiting_approval", errors: [holder] })
  })
})

describe("decideOutcome: every problem in one run", () => {
  it("an unknown SKU, a quantity that is no number and an empty price are reported together; the status is the first failing stage", () => {
    const mapped = order([])
    const mapErrors: RowError[] = [
      {
        row: 3,
        column: "Qty",
        value: "zwei",
        code: "INVALID_NUMBER",
        message: "not a number",
      },
      {
        row: 4,
        column: "Price",
        value: "",
        code: "MISSING_VALUE",
        message: "Unit price is empty",
      },
    ]
    const partialLines = [
      {
        row: 3,
        sku: "X-9",
        quantity: 0,
        unitPrice: 5,
        note: null,
        unread: ["quantity"],
      },
      {
        row: 4,
        sku: "A",
        quantity: 1,
        unitPrice: null,
        note: null,
        unread: ["unitPrice"],
      },
      {
        row: 2,
        sku: "GONE",
        quantity: 1,
        unitPrice: 5,
        note: null,
        unread: [],
      },
    ] as MappedOrder["lines"]
    const file = {
      result: {
        order: mapped,
        errors: mapErrors,
        lineCount: 3,
        partialLines,
      } as MapResult,
      fileErrors: [],
    }
    expect(
      orderToValidate("process", loaded(), file)!.lines.map((l) => l.sku)
    ).toEqual(["GONE", "X-9", "A"])
    const outcome = decideOutcome({
      action: "process",
      loaded: loaded({ profile: profile({ price_source: "file" }) }),
      read: file,
      context: context(),
    })
    expect(outcome.next).toBe("parsed")
    expect(outcome.errors.map((e) => [e.row, e.code])).toEqual([
      [2, "UNKNOWN_SKU"],
      [3, "INVALID_NUMBER"],
      [3, "UNKNOWN_SKU"],
      [4, "MISSING_VALUE"],
    ])
  })

  it("a line with an unknown SKU, a quantity of zero and no file price gets all three errors", () => {
    const outcome = decideOutcome({
      action: "process",
      loaded: loaded({ profile: profile({ price_source: "file" }) }),
      read: read(order([{ sku: "NOPE", quantity: 0 }])),
      context: context(),
    })
    expect(outcome.next).toBe("mapped")
    expect(outcome.errors.map((e) => e.code)).toEqual([
      "UNKNOWN_SKU",
      "INVALID_QUANTITY",
      "PRICE_MISSING",
    ])
  })

  it("checks the stock of a line whose price could not be read, and says when several lines share a SKU's stock", () => {
    const mapped = order([
      { sku: "A", quantity: 6 },
      { sku: "A", quantity: 5 },
    ])
    mapped.lines[1] = { ...mapped.lines[1], unread: ["unitPrice"] }
    const outcome = decideOutcome({
      action: "process",
      loaded: loaded(),
      read: read(mapped),
      context: context(),
    })
    expect(outcome.errors.map((e) => [e.row, e.code, e.message])).toEqual([
      [
        2,
        "INSUFFICIENT_STOCK",
        "SKU 'A': 11 ordered over lines 2, 3, only 10 in stock.",
      ],
      [
        3,
        "INSUFFICIENT_STOCK",
        "SKU 'A': 11 ordered over lines 2, 3, only 10 in stock.",
      ],
    ])
  })

  it("a line with an unknown SKU and a quantity of zero gets both errors", () => {
    const outcome = decideOutcome({
      action: "process",
      loaded: loaded(),
      read: read(order([{ sku: "NOPE", quantity: 0 }])),
      context: context(),
    })
    expect(outcome.next).toBe("mapped")
    expect(outcome.errors.map((e) => e.code)).toEqual([
      "UNKNOWN_SKU",
      "INVALID_QUANTITY",
    ])
  })
})
