import { summariseErrors } from "../summary"
import type { RowError } from "../types"

const err = (
  row: number | null,
  column: string | null,
  message: string
): RowError => ({
  row,
  column,
  value: null,
  code: "UNKNOWN_SKU",
  message,
})

describe("summariseErrors", () => {
  it("counts the failed lines and lists the problems", () => {
    const errors = [
      err(17, "SKU", "SKU 'X-9' is unknown"),
      err(
        20,
        "Menge",
        "'12a' is not a number; use digits with ',' as decimal separator"
      ),
    ]
    expect(summariseErrors(errors, 120)).toBe(
      "2 of 120 lines failed: line 17, column 'SKU': SKU 'X-9' is unknown; line 20, column 'Menge': '12a' is not a number; use digits with ',' as decimal separator."
    )
  })

  it("puts file-level problems first, lists at most five and counts the rest", () => {
    const errors = [
      ...[3, 4, 5, 6, 7, 8].map((row) =>
        err(row, "SKU", `SKU 'A-${row}' is unknown`)
      ),
      err(
        null,
        "Menge",
        "Column 'Menge' is missing. The file's columns are: SKU; Anzahl (delimiter ';')."
      ),
    ]
    expect(summariseErrors(errors, 8)).toBe(
      "6 of 8 lines failed: Column 'Menge' is missing. The file's columns are: SKU; Anzahl (delimiter ';'); " +
        "line 3, column 'SKU': SKU 'A-3' is unknown; line 4, column 'SKU': SKU 'A-4' is unknown; " +
        "line 5, column 'SKU': SKU 'A-5' is unknown; line 6, column 'SKU': SKU 'A-6' is unknown; and 2 more problems."
    )
  })

  it("counts a line with several problems once", () => {
    const errors = [err(2, "SKU", "a"), err(2, "Menge", "b"), err(5, null, "c")]
    expect(summariseErrors(errors, 10)).toBe(
      "2 of 10 lines failed: line 2, column 'SKU': a; line 2, column 'Menge': b; line 5: c."
    )
  })

  it("shows file-level problems alone when no line failed", () => {
    expect(
      summariseErrors([err(null, null, "The customer K-1 is unknown.")], 3)
    ).toBe("The customer K-1 is unknown.")
    expect(
      summariseErrors([err(null, null, "One."), err(null, null, "Two.")], 3)
    ).toBe("2 problems: One; Two.")
    expect(summariseErrors([], 3)).toBe("")
  })
})
