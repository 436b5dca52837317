// Medusa's integration test runner (`@medusajs/test-utils`, mapped here by
// jest.config.js), with one change: each test file's database is created from
// a template that `npm test` (scripts/test.mjs) migrated once for the run,
// instead of migrating a fresh database per file. The runner still runs its
// migrations and link sync on it; they find nothing left to do.
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

function medusaIntegrationTestRunner(options) {
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
