import { countGraphemes } from "../graphemes"

// The whole-text count, as Intl.Segmenter gives it (fine for short texts).
const segmenter = new (
  Intl as unknown as {
    Segmenter: new (
      l: undefined,
      o: { granularity: "grapheme" }
    ) => { segment(t: string): Iterable<unknown> }
  }
).Segmenter(undefined, { granularity: "grapheme" })
const wholeCount = (text: string) => Array.from(segmenter.segment(text)).length

describe("countGraphemes", () => {
  it.each([
    ["", 0],
    ["Bolt M6", 7],
    ["👨‍👩‍👧‍👦", 1],
    ["🇩🇪🇫🇷", 2],
    ["👩🏽‍❤️‍💋‍👨🏿", 1],
    ["🏴󠁧󠁢󠁳󠁣󠁴󠁿", 1],
    ["e\u0301", 1],
    ["\r\n", 1],
    ["क्‍ष", 1],
  ])("counts %j as %i", (text, count) => {
    expect(countGraphemes(text)).toBe(count)
  })

  // Window edges: every kind of cluster, repeated across many windows, at every offset.
  it.each([
    "👨‍👩‍👧‍👦",
    "🇩",
    "🇩🇪",
    "e\u0301\u0301",
    "👍🏽",
    "\r\n",
    "क्ष",
    "\u1100\u1161\u11a8",
    "a",
  ])("counts long runs of %j as a whole-text segmentation does", (unit) => {
    for (const prefix of ["", "x", "xy", "\u0301"]) {
      const text = prefix + unit.repeat(300)
      expect(countGraphemes(text)).toBe(wholeCount(text))
    }
  })

  it("counts one character longer than a window (a letter under 1,000 accents) as one", () => {
    expect(countGraphemes(`x${"\u0301".repeat(1000)}y`)).toBe(2)
  })

  it("matches a whole-text segmentation on random mixed text", () => {
    const parts = ["a", "\u0301", "\u200d", "👨", "🏽", "🇩", "\r", "\n"]
    const more = ["क", "्", "\u1100", "\u1161", "\ufe0f", " ", "\u0903"]
    const alphabet = [...parts, ...more]
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let i = 0; i < 300; i++) {
      let text = ""
      const length = Math.floor(random() * 400)
      for (let j = 0; j < length; j++)
        text += alphabet[Math.floor(random() * alphabet.length)]
      expect(countGraphemes(text)).toBe(wholeCount(text))
    }
  })

  it("stops counting after stopAfter and answers one more", () => {
    expect(countGraphemes("x".repeat(5000), 500)).toBe(501)
    expect(countGraphemes("👍".repeat(500), 500)).toBe(500)
    expect(countGraphemes("👍".repeat(501), 500)).toBe(501)
  })

  it("walks 90,000 characters in one linear pass (the whole count is 90,000)", () => {
    // Segmenting 90,000 characters at once took seconds and, collected, ran out of memory.
    expect(countGraphemes("x".repeat(90_000))).toBe(90_000)
    expect(countGraphemes("e\u0301".repeat(45_000))).toBe(45_000)
  })
})
