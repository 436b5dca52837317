import { randomBytes } from "crypto"
import { MedusaError } from "@medusajs/framework/utils"

/** The app's signing secrets: JWT_SECRET signs admin and `/api` tokens, COOKIE_SECRET the session cookie. */
const SECRET_VARIABLES = ["JWT_SECRET", "COOKIE_SECRET"] as const

const MIN_SECRET_LENGTH = 32

/** Values that appear in Medusa's templates, this README's history and tutorials: anyone can sign with them. */
const WELL_KNOWN = new Set([
  "supersecret",
  "secret",
  "something",
  "changeme",
  "change-me",
  "change_me",
  "medusa",
  "jwt_secret",
  "cookie_secret",
  "jwtsecret",
  "cookiesecret",
  "your-secret",
  "your_secret",
  "mysecret",
  "password",
  "test",
  "default",
])

/** What is wrong with a secret for production, in words; undefined when nothing is. */
export function secretProblem(value: string | undefined): string | undefined {
  if (!value) return "is not set"
  if (WELL_KNOWN.has(value.trim().toLowerCase()))
    return `is "${value}", a well-known default anyone can sign tokens with`
  if (value.length < MIN_SECRET_LENGTH)
    return `is only ${value.length} characters long (at least ${MIN_SECRET_LENGTH})`
  return undefined
}

/**
 * The secrets for medusa-config.ts. With NODE_ENV=production a missing, short
 * or well-known secret stops every process that loads the config (`medusa
 * start`, `exec`, workers), naming the variable: a token signed with a
 * published secret could be forged, and one signed before could be revived.
 * Elsewhere a missing secret becomes a random one, written back into the
 * environment so that processes this one starts share it (`npm start` keeps
 * lasting ones in `.env`); Medusa's own fallback would be "supersecret".
 */
export function appSecrets(env: NodeJS.ProcessEnv = process.env): {
  jwtSecret: string
  cookieSecret: string
} {
  const production = env.NODE_ENV === "production"
  for (const name of SECRET_VARIABLES) {
    const problem = secretProblem(env[name])
    if (production && problem) {
      throw new MedusaError(
        MedusaError.Types.INVALID_ARGUMENT,
        `${name} ${problem}. In production (NODE_ENV=production, which "medusa start" assumes when NODE_ENV is not set) the shop does not start without a secret of its own: set ${name} to a random value of at least ${MIN_SECRET_LENGTH} characters (for example the output of "openssl rand -hex 32"), the same on every instance of the shop.`,
        "PLUGIN_CONFIG_INSECURE_SECRET"
      )
    }
    if (!env[name]) env[name] = randomBytes(32).toString("hex")
  }
  return { jwtSecret: env.JWT_SECRET!, cookieSecret: env.COOKIE_SECRET! }
}
