import { format } from "date-fns"
import { zonedDate } from "../zoned-date"

describe("zonedDate", () => {
  const at = Date.parse("2026-03-29T01:30:00.000Z")

  it("prints the zone's wall-clock time", () => {
    expect(format(zonedDate(at, "Europe/Berlin"), "yyyy-MM-dd HH:mm xxx")).toBe(
      "2026-03-29 03:30 +02:00"
    )
    expect(format(zonedDate(new Date(at), "Asia/Kolkata"), "HH:mm")).toBe(
      "07:00"
    )
  })

  it("keeps its zone when copied as date-fns 3 copies a date", () => {
    const date = zonedDate(at, "America/St_Johns")
    const Copy = date.constructor as new (at: number) => Date
    const copy = new Copy(+date)
    expect(copy.getTime()).toBe(at)
    expect([copy.getDate(), copy.getHours(), copy.getMinutes()]).toEqual([
      28, 23, 0,
    ])
  })
})
