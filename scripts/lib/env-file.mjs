// The project's `.env` (git-ignored), which medusa-config.ts loads into every
// Medusa process (loadEnv). `npm start` keeps values there that must outlive
// one run: the signing secrets now, the database address later. It only ever
// adds keys: a line the user wrote, or an earlier run added, stays as it is.
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"

// dotenv comes with Medusa (@medusajs/utils parses .env with it): parse exactly as Medusa will.
const fromMedusa = createRequire(createRequire(import.meta.url).resolve("@medusajs/utils"))
const dotenv = fromMedusa("dotenv")

/** 32 random bytes as 64 hexadecimal characters. */
export const randomSecret = () => crypto.randomBytes(32).toString("hex")

/**
 * Adds to `file` every key of `values` (name → function making the value)
 * that neither the file nor the environment (`env`) has. A key set in the
 * environment wins over `.env` anyway, so writing it would only mislead.
 * Returns the names added. A new file is readable by its owner only.
 */
export function addMissingEnvValues(file, values, { env = process.env, comment } = {}) {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  const present = dotenv.parse(existing)
  const missing = Object.keys(values).filter((name) => !(name in present) && !env[name])
  if (!missing.length) return []
  const lines = missing.map((name) => {
    const value = values[name]()
    // Quoted when it holds more than the characters of a secret or a URL, so that dotenv reads it back whole.
    return /^[\w.:/@+-]*$/.test(value) ? `${name}=${value}` : `${name}='${value}'`
  })
  const gap = existing && !existing.endsWith("\n") ? "\n" : ""
  const block = `${gap}${comment ? `# ${comment}\n` : ""}${lines.join("\n")}\n`
  fs.appendFileSync(file, block, { mode: 0o600 })
  return missing
}
