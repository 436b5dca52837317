import { spawnSync } from "child_process"
import { resolve } from "path"
import type { OpenAPIV3Document } from ".."

/**
 * `await SwaggerParser.validate(structuredClone(doc))`, run in a plain Node process: swagger-parser's
 * dependency json-schema-ref-parser ships ESM that Jest's CommonJS runtime cannot load.
 */
export async function validate(doc: OpenAPIV3Document): Promise<void> {
  const script = `
    const SwaggerParser = require("@apidevtools/swagger-parser")
    let text = ""
    process.stdin.on("data", (d) => (text += d)).on("end", () =>
      SwaggerParser.validate(structuredClone(JSON.parse(text))).then(
        () => process.stdout.write("valid"),
        (e) => { process.stdout.write(e.message); process.exitCode = 1 }))`
  const run = spawnSync(process.execPath, ["-e", script], {
    cwd: resolve(__dirname, "../../../.."),
    input: JSON.stringify(doc),
    encoding: "utf8",
  })
  if (run.status !== 0 || run.stdout !== "valid")
    throw new Error(`Invalid OpenAPI document: ${run.stdout}${run.stderr}`)
}
