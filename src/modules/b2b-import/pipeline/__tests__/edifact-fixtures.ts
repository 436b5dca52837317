import { parseEdifact } from "../parse-edifact"
import { FileProblem, type ParseOptions } from "../types"
import { parseOptions } from "./fixtures"

/** Parse options of an EDIFACT profile (the profile's decimal separator does not apply to EDIFACT). */
export const edifactOptions = (over: Partial<ParseOptions> = {}) =>
  parseOptions({ fileFormat: "edifact", ...over })

/** An EANCOM D.96A order's segments between UNH and UNT, as a German wholesaler's ERP sends them (UNA with decimal comma). */
export const EANCOM_ORDER = [
  "BGM+220+PO-4711+9",
  "DTM+137:20261206:102",
  "DTM+2:202612150800:203",
  "FTX+AAI+++Lieferung bis 12?:00 Uhr?+Rampe 2:bitte anrufen",
  "FTX+DEL+++Tor ?'Nord?' benutzen",
  "RFF+ON:PO-4711",
  "NAD+BY+4012345000009::9++Müller Bürobedarf GmbH+Hauptstraße 1+Köln++50667+DE",
  "RFF+VA:DE123456789",
  "CTA+PD+:Erika Müller",
  "COM+0221 12345:TE",
  "NAD+DP+4012345000016::9++Müller Bürobedarf GmbH:Lager+Industrieweg 5:Halle 3+Hürth++50354+DE",
  "NAD+IV+4012345000009::9++Müller Bürobedarf GmbH+Hauptstraße 1+Köln++50667+DE",
  "NAD+SU+4000001000002::9",
  "CUX+2:EUR:9",
  "LIN+1++4001000000001:EN",
  "PIA+1+SW01000:SA+K-100:IN",
  "IMD+F++:::Schraube M6:verzinkt",
  "QTY+21:200:PCE",
  "PRI+AAA:0,35",
  "LIN+2++4001001000100:EN",
  "PIA+1+SW01001.100:SA",
  "QTY+21:2",
  "PRI+AAB:9,00",
  "PRI+AAA:7,5",
  "FTX+ZZZ+++Als Geschenk verpacken",
  "LIN+3++4001005000001:EN",
  "QTY+21:12",
  "PRI+AAA:490:::100",
  "UNS+S",
  "MOA+79:91,70",
  "CNT+2:3",
]

type Envelope = {
  una?: string | null
  syntax?: string
  eol?: string
  /** One list of segments per message (between UNH and UNT). */
  messages?: string[][]
  /** The message type of every UNH (S009). */
  type?: string
  untCount?: (counted: number) => string
  untReference?: string
  unzCount?: string
  unzReference?: string
}

/** An interchange with correct counts and references unless `over` says otherwise; segments end with ' and `eol`. */
export function interchange(over: Envelope = {}): string {
  const {
    una = "UNA:+,? '",
    syntax = "UNOC:3",
    eol = "\r\n",
    messages = [EANCOM_ORDER],
    type = "ORDERS:D:96A:UN:EAN008",
  } = over
  const segments = [
    `UNB+${syntax}+4012345000009:14+4000001000002:14+261206:1030+IC0042`,
  ]
  messages.forEach((body, i) => {
    const reference = `M${i + 1}`
    const counted = body.length + 2
    segments.push(`UNH+${reference}+${type}`, ...body)
    segments.push(
      `UNT+${over.untCount?.(counted) ?? counted}+${over.untReference ?? reference}`
    )
  })
  segments.push(
    `UNZ+${over.unzCount ?? messages.length}+${over.unzReference ?? "IC0042"}`
  )
  return (una ? una + eol : "") + segments.map((s) => `${s}'${eol}`).join("")
}

/** The interchange's bytes: ISO-8859-1 (UNOA/B/C) unless `utf8`. */
export const bytes = (text: string, utf8 = false) =>
  Buffer.from(text, utf8 ? "utf-8" : "latin1")

/** The FileProblem parsing throws, as code and message. */
export function problemOf(text: string, over = edifactOptions(), utf8 = false) {
  try {
    parseEdifact(bytes(text, utf8), over)
  } catch (error) {
    if (error instanceof FileProblem)
      return { code: error.code, message: error.message }
    throw error
  }
  throw new Error("the file was read")
}
