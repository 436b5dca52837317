import { readOrderFile } from "../read-order"
import { readOrderFileOffThread } from "../read-off-thread"
import type { MappingRule, ParseOptions } from "../types"
import { parseOptions } from "./fixtures"

const opts = (over: Partial<ParseOptions> = {}) =>
  parseOptions({ csvDelimiter: ";", ...over })
const rules: MappingRule[] = [
  {
    source: "Bestellnummer",
    target: "order.externalNumber",
    transform: null,
    required: false,
  },
  {
    source: "Artikelnummer",
    target: "line.sku",
    transform: null,
    required: true,
  },
  { source: "Menge", target: "line.quantity", transform: null, required: true },
  {
    source: "constructor",
    target: "line.note",
    transform: null,
    required: false,
  },
]
const csv = Buffer.from(
  "Bestellnummer;Artikelnummer;Menge;constructor\nPO-1;SW01000;2;erste\nPO-1;SW01001;1,0;\n"
)
/** 20 MB of text in one element: about four seconds for the XML parser, synchronously. */
const slowXml = () =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ORDER><ORDER_HEADER><ORDER_INFO><ORDER_ID>${"x".repeat(20 * 1024 * 1024)}</ORDER_ID></ORDER_INFO></ORDER_HEADER>` +
      "<ORDER_ITEM_LIST><ORDER_ITEM><PRODUCT_ID><SUPPLIER_PID>SW01000</SUPPLIER_PID></PRODUCT_ID><QUANTITY>1</QUANTITY></ORDER_ITEM></ORDER_ITEM_LIST></ORDER>"
  )

describe("readOrderFileOffThread", () => {
  jest.setTimeout(60_000)

  it("maps a file on a worker thread exactly as in process", async () => {
    const result = await readOrderFileOffThread(csv, opts(), rules)
    expect(result).toEqual(
      JSON.parse(JSON.stringify(await readOrderFile(csv, opts(), rules)))
    )
    expect(result.order.lines).toEqual([
      expect.objectContaining({
        row: 2,
        sku: "SW01000",
        quantity: 2,
        note: "erste",
      }),
      expect.objectContaining({
        row: 3,
        sku: "SW01001",
        quantity: 1,
        note: null,
      }),
    ])
  })

  it("brings a file-level problem back with its code and sentence", async () => {
    await expect(
      readOrderFileOffThread(Buffer.alloc(0), opts(), rules)
    ).rejects.toMatchObject({
      name: "FileProblem",
      code: "FILE_EMPTY",
      message: expect.stringMatching(/^The file is empty\./),
    })
  })

  it("lets other work run while a large file is read", async () => {
    await readOrderFileOffThread(csv, opts(), rules) // the worker is up
    const happened: string[] = []
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => resolve(void happened.push("timer")), 1)
    )
    const read = readOrderFileOffThread(
      slowXml(),
      opts({ fileFormat: "opentrans" }),
      []
    ).then(() => void happened.push("read"))
    await Promise.all([timer, read])
    expect(happened).toEqual(["timer", "read"])
  })

  it("stops a file that takes longer than the budget, and reads the next one", async () => {
    await expect(
      readOrderFileOffThread(
        slowXml(),
        opts({ fileFormat: "opentrans" }),
        [],
        200
      )
    ).rejects.toMatchObject({
      code: "FILE_TOO_COMPLEX",
      message: expect.stringMatching(
        /^Reading the file took longer than 0\.2 seconds and was stopped; .*split it into smaller files\.$/
      ),
    })
    await expect(
      readOrderFileOffThread(csv, opts(), rules)
    ).resolves.toMatchObject({ lineCount: 2 })
  })
})
