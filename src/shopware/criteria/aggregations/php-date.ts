import {
  format,
  getDay,
  getDayOfYear,
  getDaysInMonth,
  isLeapYear,
} from "date-fns"
import { TZDate } from "@date-fns/tz"
import { zonedDate } from "../../../utils/zoned-date"

/**
 * The PHP date letters a histogram's `format` may use: those that read the
 * bucket's date and time alone (zone and timestamp letters, e, T, P, O, U,
 * c, r, …, would describe the server's clock instead). Each is the date-fns
 * pattern that prints it as PHP's date() does in English, or computed where
 * date-fns has none. date-fns prints the date's own fields: a TZDate's
 * are its zone's wall-clock time, a plain Date's the process's.
 */
const LETTERS = {
  d: "dd",
  D: "EEE",
  j: "d",
  l: "EEEE",
  N: "i",
  // The day's English ordinal suffix alone: "st" of "1st".
  S: (date) => format(date, "do").replace(/^\d+/, ""),
  w: (date) => String(getDay(date)),
  z: (date) => String(getDayOfYear(date) - 1),
  W: "II",
  F: "MMMM",
  m: "MM",
  M: "MMM",
  n: "M",
  t: (date) => String(getDaysInMonth(date)),
  L: (date) => (isLeapYear(date) ? "1" : "0"),
  o: "R",
  Y: "y",
  y: "yy",
  a: "aaa",
  A: "a",
  g: "h",
  G: "H",
  h: "hh",
  H: "HH",
  i: "mm",
  s: "ss",
  // PHP's date() takes whole seconds: its microseconds are always 000000.
  u: () => "000000",
} satisfies Record<string, string | ((date: Date) => string)>

/** The letters in PHP's order of its manual, as the API's messages list them. */
export const FORMAT_LETTERS = Object.keys(LETTERS).join("")

const isLetter = (char: string): char is keyof typeof LETTERS =>
  Object.prototype.hasOwnProperty.call(LETTERS, char)

/**
 * The date in a PHP date() format of the letters above: a backslash makes
 * the next character literal, and every other character prints as itself.
 */
export function phpDate(phpFormat: string, date: Date): string {
  // A plain TZDate loses its zone in date-fns 3's copies; zonedDate keeps it.
  const at =
    date instanceof TZDate && date.timeZone
      ? zonedDate(date, date.timeZone)
      : date
  return phpFormat.replace(/\\?(.?)/g, (match, char: string) => {
    if (match !== char || !isLetter(char)) return char
    const letter = LETTERS[char]
    return typeof letter === "string" ? format(at, letter) : letter(at)
  })
}
