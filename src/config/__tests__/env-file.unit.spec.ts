import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "dotenv"

const WRITER = path.resolve(__dirname, "../../../scripts/lib/env-file.mjs")
const SECRETS = "{ JWT_SECRET: randomSecret, COOKIE_SECRET: randomSecret }"

/** Runs `npm start`'s .env writer (an ES module) on `file`, in a process of its own as npm start does; returns the names it added. */
function writeSecrets(
  file: string,
  env: Record<string, string> = {}
): string[] {
  const code = `import { addMissingEnvValues, randomSecret } from ${JSON.stringify(WRITER)}
process.stdout.write(JSON.stringify(addMissingEnvValues(process.argv[1], ${SECRETS}, { comment: "Made by npm start" })))`
  const childEnv = { PATH: process.env.PATH ?? "", ...env }
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", code, file], {
      cwd: path.dirname(WRITER),
      env: childEnv,
      encoding: "utf8",
    })
  )
}

describe("npm start's .env writer", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("creates random secrets on the first run, readable by the owner only, and keeps them on the next", () => {
    const file = path.join(dir, ".env")
    expect(writeSecrets(file)).toEqual(["JWT_SECRET", "COOKIE_SECRET"])
    const first = parse(fs.readFileSync(file))
    expect(first.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.COOKIE_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.COOKIE_SECRET).not.toBe(first.JWT_SECRET)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    expect(writeSecrets(file)).toEqual([])
    expect(parse(fs.readFileSync(file))).toEqual(first)
  })

  it("keeps every line the user wrote and adds only what is missing", () => {
    const file = path.join(dir, ".env")
    const mine =
      "# my shop\nDATABASE_URL=postgres://me@db/shop\nJWT_SECRET=my-own-jwt-secret-of-forty-characters-xx"
    fs.writeFileSync(file, mine)
    expect(writeSecrets(file)).toEqual(["COOKIE_SECRET"])
    const text = fs.readFileSync(file, "utf8")
    expect(text.startsWith(`${mine}\n`)).toBe(true)
    expect(parse(text)).toEqual({
      DATABASE_URL: "postgres://me@db/shop",
      JWT_SECRET: "my-own-jwt-secret-of-forty-characters-xx",
      COOKIE_SECRET: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it("writes nothing for a secret the environment sets (it wins over .env anyway)", () => {
    const file = path.join(dir, ".env")
    expect(
      writeSecrets(file, {
        JWT_SECRET: "from-the-environment",
        COOKIE_SECRET: "also-from-it",
      })
    ).toEqual([])
    expect(fs.existsSync(file)).toBe(false)
  })
})
