import { countGraphemes } from "../graphemes"
import {
  CODE_UNITS_PER_CHARACTER,
  freeText,
  nameText,
  rawLengthCap,
} from "../text-rule"

jest.mock("../graphemes", () => {
  const actual = jest.requireActual("../graphemes")
  return { countGraphemes: jest.fn(actual.countGraphemes) }
})

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe("the text rule", () => {
  const name = nameText("name", 255)
  const reason = freeText("reason", 500, "say why the record is rejected")
  const comment = freeText("comment", 500)

  beforeEach(() => jest.mocked(countGraphemes).mockClear())

  it("refuses 100,000 characters by their raw length, without looking at one character", () => {
    for (const schema of [name, reason, comment]) {
      const result = schema.safeParse("x".repeat(100_000))
      expect(result.success).toBe(false)
      expect(result.error?.issues).toHaveLength(1)
      expect(result.error?.issues[0]).toMatchObject({
        params: { rule: "rawLength" },
      })
      expect(messagesOf(result)[0]).toMatch(
        /^(name|reason|comment): is far longer than \d+ characters \(100000 code units sent/
      )
    }
    expect(countGraphemes).not.toHaveBeenCalled()
  })

  it(`reads up to max × ${CODE_UNITS_PER_CHARACTER} code units: max of the longest emoji pass`, () => {
    const kiss = "👩🏽‍❤️‍💋‍👨🏿"
    const scotland = "🏴󠁧󠁢󠁳󠁣󠁴󠁿"
    expect(kiss.length).toBeLessThanOrEqual(CODE_UNITS_PER_CHARACTER)
    expect(scotland.length).toBeLessThanOrEqual(CODE_UNITS_PER_CHARACTER)
    expect(reason.safeParse(kiss.repeat(500)).success).toBe(true)
    expect(name.safeParse(scotland.repeat(255)).success).toBe(true)
    expect(reason.safeParse("ä".repeat(500)).success).toBe(true)
    expect(rawLengthCap(500)).toBe(500 * CODE_UNITS_PER_CHARACTER)
  })

  it("counts characters as a reader does: max pass, one more is refused", () => {
    expect(reason.safeParse("👍".repeat(500)).success).toBe(true)
    expect(messagesOf(reason.safeParse("👍".repeat(501)))).toEqual([
      "reason: must be at most 500 characters",
    ])
    expect(messagesOf(name.safeParse("x".repeat(256)))).toEqual([
      "name: must be at most 255 characters",
    ])
  })

  it.each([
    ["a lone surrogate", "x\ud800y", /half of a character/],
    ["a lone low surrogate", "x\udc00", /half of a character/],
    ["NUL", "a\u0000b", /NUL character/],
    ["RTL override", "abc\u202Etxt.exe", /direction control \(U\+202E\)/],
    ["LTR embedding", "\u202Aabc", /direction control \(U\+202A\)/],
    ["a direction isolate", "a\u2066b\u2069", /direction control \(U\+2066\)/],
  ])(
    "refuses %s in names and in free text, naming the field",
    (_k, text, m) => {
      expect(messagesOf(name.safeParse(text))).toEqual([
        expect.stringMatching(new RegExp(`^name: .*${m.source}`)),
      ])
      expect(messagesOf(comment.safeParse(text))).toEqual([
        expect.stringMatching(new RegExp(`^comment: .*${m.source}`)),
      ])
    }
  )

  it.each([
    ["a zero-width space", "Edi\u200Btor", "U+200B", 4],
    ["a BOM", "Edi\uFEFFtor", "U+FEFF", 4],
    ["a right-to-left mark", "Editor\u200F", "U+200F", 7],
    ["a soft hyphen", "Edi\u00ADtor", "U+00AD", 4],
    ["a Hangul filler", "\u3164", "U+3164", 1],
    ["a joiner after a space", "a \u200Db", "U+200D", 3],
  ])("refuses %s in a name, saying which and where", (_k, text, code, at) => {
    expect(messagesOf(name.safeParse(text))).toEqual([
      `name: contains an invisible character (${code}, e.g. a zero-width space) at character ${at}; a name holds only characters a reader can see`,
    ])
  })

  it.each(["Lager\nLeitung", "tab\there", "a\u2028b", "bell\u0007"])(
    "refuses line breaks and control characters in a name: %j",
    (text) => {
      expect(messagesOf(name.safeParse(text))).toEqual([
        expect.stringMatching(/^name: contains a line break or control/),
      ])
    }
  )

  it.each([
    "Team 👨‍👩‍👧",
    "Liebe ❤️",
    "می‌خواهم",
    "क्‍ष",
    "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland",
    "Crème brûlée",
    "שלום עולם",
  ])("takes names in any script with their joiners and emoji: %s", (text) => {
    expect(name.parse(`  ${text} `)).toBe(text)
  })

  it("keeps invisible characters among visible ones in free text, and its line breaks", () => {
    const text = "Kunde\u00ADnummer falsch\u200F\nbitte neu senden\tdanke"
    expect(comment.parse(text)).toBe(text)
    expect(messagesOf(comment.safeParse("a\u0007b"))).toEqual([
      "comment: contains a control character (U+0007) at character 2; only tabs and line breaks are allowed",
    ])
  })

  it("refuses what shows nothing where text is required, and takes it where it is optional", () => {
    for (const text of ["", "   ", "\u200b\u200b", "\u3164", " \u2800 "]) {
      expect(messagesOf(reason.safeParse(text))).toEqual([
        "reason: say why the record is rejected",
      ])
    }
    expect(messagesOf(name.safeParse("  "))).toEqual([
      "name: must not be empty",
    ])
    expect(comment.parse("  ")).toBe("")
  })
})
