import fs from "node:fs"
import path from "node:path"

/**
 * Knex loads `pg-query-stream` only when a query is streamed
 * (`streamEntries`, behind the PDF export), so no import names it and nothing
 * fails at build time when it is missing; a host app without it answers the
 * PDF export with "Cannot find module". It must stay a runtime dependency.
 */
describe("the packages knex loads on demand", () => {
  it("declares pg-query-stream, which knex's .stream() requires", () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(__dirname, "../../../../package.json"), "utf8")
    ) as { dependencies: Record<string, string> }
    expect(manifest.dependencies).toHaveProperty("pg-query-stream")
    expect(() => require.resolve("pg-query-stream")).not.toThrow()
  })
})
