import { neutraliseFormula } from "../spreadsheet-safe"

describe("neutraliseFormula", () => {
  it.each([
    "=1+1",
    '=HYPERLINK("http://x")',
    "+SUM(A1)",
    "-A1*2",
    "@cmd",
    "\tx",
    "\rx",
    " =1+1",
    "\u00a0 @cmd",
    "\u3000=1+1",
    "\u200b=1+1",
    "\ufeff-A1",
  ])("prefixes %j with an apostrophe", (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`)
  })

  it.each([
    "-5.00",
    "+3",
    "1,5",
    "-1e3",
    "12",
    "Washer M8",
    "",
    "a=b",
    " -5",
    "Über=1",
    "  ",
  ])("leaves %j as it is", (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell)
  })
})
