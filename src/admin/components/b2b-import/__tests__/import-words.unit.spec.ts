import i18next, { type TFunction } from "i18next"
import de from "../../../i18n/de/import.json"
import en from "../../../i18n/en/import.json"
import { formatFilterDay } from "../../../lib/date-filter"
import { recordQuery } from "../records-filters"
import { serverProblem } from "../server-field"
import { targetLabel, transformSummary } from "../target-labels"

/** Every key of a nested word file with its text: "status.pending.label" → "Pending". */
function entries(words: object, prefix = ""): [string, string][] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`)
  )
}
const variables = (text: string) =>
  [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()

async function translator(words: object): Promise<TFunction> {
  const i18n = i18next.createInstance()
  await i18n.init({
    lng: "x",
    resources: { x: { b2bHistory: { import: words } } },
    defaultNS: "b2bHistory",
    interpolation: { escapeValue: false },
  })
  return i18n.t
}

describe("the import screens' words", () => {
  it("has every English key in German too, none empty, with the same placeholders", () => {
    const german = new Map(entries(de))
    for (const [key, text] of entries(en)) {
      expect([key, german.has(key)]).toEqual([key, true])
      expect(german.get(key)!.trim()).not.toBe("")
      expect([key, variables(german.get(key)!)]).toEqual([key, variables(text)])
    }
    expect(entries(de).length).toBe(entries(en).length)
  })

  it("names order fields and transform steps in words", async () => {
    const t = await translator(en)
    expect(targetLabel(t, "order.externalNumber")).toBe("Order number")
    expect(targetLabel(t, "shipping.postalCode")).toBe(
      "Shipping address: Postal code"
    )
    expect(
      transformSummary(t, [
        { type: "trim" },
        { type: "number", decimalSeparator: "," },
        { type: "map", values: { Stk: "1" } },
      ])
    ).toBe("Trim spaces → Number (decimal comma) → Replace values (Stk → 1)")
    expect(transformSummary(t, null)).toBe("None")
    const deT = await translator(de)
    expect(targetLabel(deT, "billing.city")).toBe("Rechnungsadresse: Ort")
  })

  it("never shows the framework's raw validation words, and names the field", async () => {
    const t = await translator(en)
    const labels = { currency_code: "Currency", source: "Source column" }
    const raw = (message: string) => ({ message })
    expect(
      serverProblem(
        t,
        raw(
          "Invalid request: Value for field 'currency_code' too small, expected at least: '3'"
        ),
        labels
      )
    ).toEqual({
      field: "currency_code",
      text: "Currency: this value was not accepted. Check it and save again.",
    })
    expect(
      serverProblem(t, raw("Invalid request: Unrecognized fields: 'x'"), labels)
    ).toEqual({
      field: undefined,
      text: "The values were not accepted. Check the form and save again.",
    })
    // The server's guard against NUL characters names the field by its key.
    expect(
      serverProblem(
        t,
        raw(
          'The field "currency_code" contains a NUL character (\\0), which no value may hold; remove it and send the request again.'
        ),
        labels
      )
    ).toEqual({
      field: "currency_code",
      text: "Currency contains an invisible control character (NUL) that cannot be saved. Remove it (retype the value) and save again.",
    })
    // The plugin's own refusal is already in words: only the field key is replaced.
    expect(
      serverProblem(
        t,
        raw(
          "Value for field 'source' is not a path the import can read: The path 'A[2]' cannot be read at 'A[2]'."
        ),
        labels
      )
    ).toEqual({
      field: "source",
      text: "Source column is not a path the import can read: The path 'A[2]' cannot be read at 'A[2]'.",
    })
  })

  it("writes a date filter's days in the admin's language, the day meant in any zone", () => {
    // A preset's day arrives as its UTC midnight: never the day before west of UTC.
    expect(formatFilterDay("de", new Date("2026-11-01"))).toBe("1. Nov. 2026")
    expect(formatFilterDay("en-US", new Date("2026-11-01"))).toBe("Nov 1, 2026")
  })

  it("turns the records list's filters from the URL into the API's parameters", () => {
    expect(
      recordQuery({
        status: ["failed", "nonsense", "mapped"],
        attention: "false",
        profile: "p1",
        received: { $gte: "2026-11-01", $lte: "2026-11-30" },
      })
    ).toEqual({
      status: ["failed", "mapped"],
      needsAttention: false,
      profileId: "p1",
      from: "2026-11-01",
      to: "2026-11-30",
    })
    // A filter just added, without a value yet, asks for nothing.
    expect(
      recordQuery({ status: [], attention: null, received: null })
    ).toEqual({
      status: undefined,
      needsAttention: undefined,
      profileId: undefined,
      from: undefined,
      to: undefined,
    })
  })
})
