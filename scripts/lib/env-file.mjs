// The project's `.env` (git-ignored), which medusa-config.ts loads into every
// Medusa process (loadEnv) and the console. `npm start` keeps values there
// that must outlive one run: the signing secrets and the embedded database's
// address. It adds missing keys; the only line it ever rewrites is the
// DATABASE_URL of its own embedded database (setEnvValue).
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"

// dotenv comes with Medusa (@medusajs/utils parses .env with it): parse exactly as Medusa will.
const fromMedusa = createRequire(
  createRequire(import.meta.url).resolve("@medusajs/utils")
)
const dotenv = fromMedusa("dotenv")

/** 32 random bytes as 64 hexadecimal characters. */
export const randomSecret = () => crypto.randomBytes(32).toString("hex")

/** The keys and values of `file` as Medusa reads them ({} when there is none). */
export function readEnvFile(file) {
  return fs.existsSync(file) ? dotenv.parse(fs.readFileSync(file, "utf8")) : {}
}

const line = (name, value) =>
  /^[\w.:/@+-]*$/.test(value) ? `${name}=${value}` : `${name}='${value}'`

/** Sets `name` to `value` in `file`: its line replaced where there is one, else added (with `comment` above it). */
export function setEnvValue(file, name, value, { comment } = {}) {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  const pattern = new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=.*$`, "m")
  if (pattern.test(existing)) {
    fs.writeFileSync(
      file,
      existing.replace(pattern, () => line(name, value)),
      { mode: 0o600 }
    )
    return
  }
  const gap = existing && !existing.endsWith("\n") ? "\n" : ""
  fs.appendFileSync(
    file,
    `${gap}${comment ? `# ${comment}\n` : ""}${line(name, value)}\n`,
    { mode: 0o600 }
  )
}

/**
 * Adds to `file` every key of `values` (name → function making the value)
 * that neither the file nor the environment (`env`) has. A key set in the
 * environment wins over `.env` anyway, so writing it would only mislead.
 * Returns the names added. A new file is readable by its owner only.
 */
export function addMissingEnvValues(
  file,
  values,
  { env = process.env, comment } = {}
) {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  const present = dotenv.parse(existing)
  const missing = Object.keys(values).filter(
    (name) => !(name in present) && !env[name]
  )
  if (!missing.length) return []
  // Quoted when a value holds more than the characters of a secret or a URL, so that dotenv reads it back whole.
  const lines = missing.map((name) => line(name, values[name]()))
  const gap = existing && !existing.endsWith("\n") ? "\n" : ""
  const block = `${gap}${comment ? `# ${comment}\n` : ""}${lines.join("\n")}\n`
  fs.appendFileSync(file, block, { mode: 0o600 })
  return missing
}
