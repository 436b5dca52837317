import { z } from "@medusajs/framework/zod"
import { csvDelimiterParam } from "../csv-options"

const body = z.object({ delimiter: csvDelimiterParam }).strict()

describe("csvDelimiterParam", () => {
  it.each([
    [undefined, ","],
    ["comma", ","],
    [",", ","],
    ["semicolon", ";"],
    [";", ";"],
  ])("%j is %j", (delimiter, character) => {
    expect(body.parse({ delimiter }).delimiter).toBe(character)
  })

  it.each(["tab", "|", "Semicolon", "", 5])(
    "refuses %j in words",
    (delimiter) => {
      const result = body.safeParse({ delimiter })
      expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
        [
          ["delimiter"],
          'delimiter: must be "comma" or "semicolon" (or the character itself: "," or ";")',
        ],
      ])
    }
  )

  it("documents the choices and the default for OpenAPI", () => {
    expect(
      z.toJSONSchema(body, { io: "input" }).properties?.delimiter
    ).toMatchObject({
      type: "string",
      enum: ["comma", "semicolon", ",", ";"],
      default: "comma",
    })
  })
})
