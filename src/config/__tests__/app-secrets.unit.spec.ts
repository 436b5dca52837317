import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { appSecrets, secretProblem } from "../app-secrets"

const ROOT = path.resolve(__dirname, "../../..")
const GOOD = "0123456789abcdef".repeat(4)

describe("secretProblem", () => {
  it("names what is wrong: missing, a well-known default, too short", () => {
    expect(secretProblem(undefined)).toBe("is not set")
    expect(secretProblem("")).toBe("is not set")
    expect(secretProblem("supersecret")).toMatch(/well-known default/)
    expect(secretProblem("SuperSecret")).toMatch(/well-known default/)
    expect(secretProblem("x".repeat(31))).toBe(
      "is only 31 characters long (at least 32)"
    )
    expect(secretProblem(GOOD)).toBeUndefined()
  })
})

describe("appSecrets", () => {
  it("in production refuses a missing or default secret, naming the variable and never printing a secret of the shop's own", () => {
    expect(() =>
      appSecrets({ NODE_ENV: "production", COOKIE_SECRET: GOOD })
    ).toThrow(/^JWT_SECRET is not set\. In production/)
    expect(() =>
      appSecrets({
        NODE_ENV: "production",
        JWT_SECRET: GOOD,
        COOKIE_SECRET: "supersecret",
      })
    ).toThrow(/^COOKIE_SECRET is "supersecret", a well-known default/)
    const short = "my-own-short-secret"
    expect(() =>
      appSecrets({
        NODE_ENV: "production",
        JWT_SECRET: short,
        COOKIE_SECRET: GOOD,
      })
    ).toThrow(/^JWT_SECRET is only 19 characters long/)
    expect(() =>
      appSecrets({
        NODE_ENV: "production",
        JWT_SECRET: short,
        COOKIE_SECRET: GOOD,
      })
    ).not.toThrow(new RegExp(short))
    expect(
      appSecrets({
        NODE_ENV: "production",
        JWT_SECRET: GOOD,
        COOKIE_SECRET: GOOD.toUpperCase(),
      })
    ).toEqual({ jwtSecret: GOOD, cookieSecret: GOOD.toUpperCase() })
  })

  it("elsewhere makes a random secret for a missing one and leaves it in the environment for child processes", () => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "development",
      COOKIE_SECRET: "dev",
    }
    const first = appSecrets(env)
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.cookieSecret).toBe("dev")
    expect(env.JWT_SECRET).toBe(first.jwtSecret)
    expect(appSecrets(env)).toEqual(first)
    expect(appSecrets({ NODE_ENV: "test" }).jwtSecret).not.toBe(first.jwtSecret)
  })
})

describe("a real process with NODE_ENV=production", () => {
  // The app's own medusa-config.ts through Medusa's CLI, as `medusa start` and workers load it.
  const exec = (env: Record<string, string>) => {
    const script = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), "secrets-")),
      "noop.ts"
    )
    fs.writeFileSync(script, "export default async function noop() {}\n")
    // Set but empty: .env (loadEnv) never overrides a variable that is present.
    const run = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "medusa"),
      ["exec", script],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          JWT_SECRET: "",
          COOKIE_SECRET: "",
          ...env,
          NODE_ENV: "production",
          MEDUSA_ADMIN_DISABLED: "true",
        },
        encoding: "utf8",
        timeout: 60_000,
      }
    )
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  }

  it("refuses to start with the README's old default, naming the variable", () => {
    const run = exec({ JWT_SECRET: "supersecret", COOKIE_SECRET: GOOD })
    expect(run.status).not.toBe(0)
    expect(run.output).toMatch(
      /JWT_SECRET is \\?"supersecret\\?", a well-known default/
    )
  }, 60_000)

  it("refuses to start without COOKIE_SECRET, naming it", () => {
    const run = exec({ JWT_SECRET: GOOD })
    expect(run.status).not.toBe(0)
    expect(run.output).toMatch(/COOKIE_SECRET is not set/)
  }, 60_000)
})
