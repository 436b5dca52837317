// Medusa's integration test runner (`@medusajs/test-utils`, mapped here by
// jest.config.js), with two changes:
// - each test file's database is created from a template that `npm test`
//   (scripts/test.mjs) migrated once for the run, instead of migrating a fresh
//   database per file. The runner still runs its migrations and link sync on
//   it; they find nothing left to do (or only what the file's `env` adds, e.g.
//   the RBAC module's tables);
// - the file's `env` is set before the runner reads medusa-config.ts and the
//   feature flags (see withEnvFirst).
const path = require("node:path")
const { randomUUID } = require("node:crypto")
const { Client } = require("pg")
const real = require(
  path.join(
    __dirname,
    "..",
    "node_modules",
    "@medusajs",
    "test-utils",
    "dist",
    "index.js"
  )
)

const TEMPLATE = process.env.PLUGIN_TEST_TEMPLATE_DB

async function createFromTemplate(dbName) {
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database: "postgres",
  })
  await client.connect()
  try {
    const quote = (name) => `"${name.replace(/"/g, '""')}"`
    await client.query(
      `CREATE DATABASE ${quote(dbName)} TEMPLATE ${quote(TEMPLATE)}`
    )
  } finally {
    await client.end()
  }
}

/**
 * Medusa's runner reads medusa-config.ts and registers the feature flags
 * (configLoaderOverride) before it applies the file's `env`, so a flag given
 * there (`env: { MEDUSA_FF_RBAC: "true" }`) came too late: the config had
 * already left the RBAC module out and the flag off. Setting `env` in a
 * `beforeAll` around the runner's own makes both see it; it is taken back
 * after the file (jest gives each file its own process.env besides).
 */
function withEnvFirst(options, run) {
  const env = options.env ?? {}
  if (!Object.keys(env).length) return run(options)
  return describe("", () => {
    const before = new Map()
    beforeAll(() => {
      for (const [key, value] of Object.entries(env)) {
        before.set(key, process.env[key])
        process.env[key] = value
      }
    })
    afterAll(() => {
      for (const [key, value] of before) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    })
    run(options)
  })
}

function medusaIntegrationTestRunner(options) {
  return withEnvFirst(options, runFromTemplate)
}

function runFromTemplate(options) {
  if (!TEMPLATE) return real.medusaIntegrationTestRunner(options)
  const dbName =
    options.dbName ??
    `medusa-${randomUUID().replace(/-/g, "")}-integration-${process.env.JEST_WORKER_ID ?? 1}`
  const hooks = {
    ...options.hooks,
    // Runs before the runner creates the database (it keeps one that exists).
    beforeServerStart: async (container) => {
      await createFromTemplate(dbName)
      await options.hooks?.beforeServerStart?.(container)
    },
  }
  return real.medusaIntegrationTestRunner({ ...options, dbName, hooks })
}

module.exports = { ...real, medusaIntegrationTestRunner }
