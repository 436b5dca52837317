import { spawnSync } from "child_process"
import path from "path"

const ROOT = path.resolve(__dirname, "..", "..")

/**
 * `await SwaggerParser.validate(structuredClone(doc))` in a plain Node process:
 * swagger-parser's dependency json-schema-ref-parser ships ESM that Jest's
 * CommonJS runtime cannot load. Resolves with the validator's message ("valid"
 * when the document is valid).
 */
export function validateOpenApi(doc: unknown): {
  valid: boolean
  message: string
} {
  const script = `
    const SwaggerParser = require("@apidevtools/swagger-parser")
    let text = ""
    process.stdin.on("data", (d) => (text += d)).on("end", () =>
      SwaggerParser.validate(structuredClone(JSON.parse(text))).then(
        () => process.stdout.write("valid"),
        (e) => { process.stdout.write(String(e && e.message)); process.exitCode = 1 }))`
  const run = spawnSync(process.execPath, ["-e", script], {
    cwd: ROOT,
    input: JSON.stringify(doc),
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  })
  const message = `${run.stdout}${run.stderr}`
  return { valid: run.status === 0 && run.stdout === "valid", message }
}
