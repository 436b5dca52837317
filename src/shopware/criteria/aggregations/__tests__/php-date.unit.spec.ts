import { TZDate } from "@date-fns/tz"
import { spawnSync } from "node:child_process"
import path from "node:path"
import { bucketKey, bucketOf } from "../histogram"
import { FORMAT_LETTERS, phpDate } from "../php-date"

const utc = (iso: string) => new TZDate(new Date(iso).getTime(), "UTC")
/** Every letter, separated, as PHP's date() prints them. */
const all = (date: Date) =>
  phpDate(FORMAT_LETTERS.split("").join("|"), date).split("|")

describe("phpDate", () => {
  it("knows the letters the histogram's format may use, in the manual's order", () => {
    expect(FORMAT_LETTERS).toBe("dDjlNSwzWFmMntLoYyaAgGhHisu")
  })

  it("prints every letter as PHP's date() does", () => {
    // d D j l N S w z W F m M n t L o Y y a A g G h H i s u
    expect(all(utc("2026-01-01T13:05:09.250Z"))).toEqual(
      "01 Thu 1 Thursday 4 st 4 0 01 January 01 Jan 1 31 0 2026 2026 26 pm PM 1 13 01 13 05 09 000000".split(
        " "
      )
    )
    expect(all(utc("2024-02-29T00:30:00Z"))).toEqual(
      "29 Thu 29 Thursday 4 th 4 59 09 February 02 Feb 2 29 1 2024 2024 24 am AM 12 0 12 00 30 00 000000".split(
        " "
      )
    )
    // ISO weeks: 29 December 2025 is in 2026's first (Y stays the calendar year, as in PHP).
    expect(phpDate("Y W o N", utc("2025-12-29T12:00:00Z"))).toBe(
      "2025 01 2026 1"
    )
    expect(phpDate("W o", utc("2021-01-03T12:00:00Z"))).toBe("53 2020")
    expect(phpDate("W", utc("2026-06-15T12:00:00Z"))).toBe("25")
  })

  it("gives the day's English ordinal suffix", () => {
    const suffix = (day: number) =>
      phpDate("jS", utc(`2026-03-${String(day).padStart(2, "0")}T12:00:00Z`))
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(suffix)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "31st",
    ])
  })

  it("takes an escaped letter literally and prints other characters as they are", () => {
    const date = utc("2026-11-28T08:00:00Z")
    expect(phpDate("\\Y\\e\\a\\r Y", date)).toBe("Year 2026")
    expect(phpDate("\\\\Y", date)).toBe("\\2026")
    expect(phpDate("d.m.Y, 'x' % Y\\", date)).toBe("28.11.2026, 'x' % 2026")
    expect(phpDate("", date)).toBe("")
  })

  it("prints the wall-clock time of the date's zone", () => {
    // 01:30 UTC on the day Berlin's clocks skip from 02:00 to 03:00.
    const date = new TZDate(Date.UTC(2026, 2, 29, 1, 30), "Europe/Berlin")
    expect(phpDate("Y-m-d H:i", date)).toBe("2026-03-29 03:30")
  })
})

describe("a histogram's bucket key", () => {
  it("names a week by the ISO week it is grouped in", () => {
    for (const iso of [
      "2026-01-01",
      "2026-06-15",
      "2026-11-28",
      "2025-12-29",
    ]) {
      const date = new Date(`${iso}T12:00:00Z`)
      const [, week] = bucketOf(date, "week").split("-")
      expect(bucketKey(date, "week", undefined).split(" ")[1]).toBe(week)
    }
  })

  it("names a time the server's own clock skips (a daylight-saving gap)", () => {
    // The server's zone is the process's (jest's own cannot be changed): Berlin's, whose clocks skip from 02:00 to 03:00 on 29 March 2026.
    const keys = `const { bucketKey } = require(${JSON.stringify(path.join(__dirname, "..", "histogram"))})
const date = new Date("2026-03-29T02:30:00Z")
console.log(bucketKey(date, "minute", undefined, "UTC"), bucketKey(date, "minute", "H:i", "Europe/Berlin"))`
    const run = spawnSync(
      process.execPath,
      ["-r", "ts-node/register/transpile-only", "-e", keys],
      {
        env: { ...process.env, TZ: "Europe/Berlin" },
        encoding: "utf8",
        timeout: 60_000,
      }
    )
    expect(run.stderr).toBe("")
    expect(run.stdout.trim()).toBe("2026-03-29 02:30:00 04:30")
  })
})
