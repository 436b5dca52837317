import path from "path"
import { defineConfig, loadEnv, MedusaError } from "@medusajs/framework/utils"
import { appSecrets } from "./src/config/app-secrets"
import { retentionDaysFromEnv } from "./src/config/history-retention-env"
import type { PluginOptionsInput } from "./src/modules/plugin-settings/options"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

/**
 * This repository is the plugin and, at the same time, a Medusa app that runs
 * it from `src/`. Medusa hands a plugin's options to each of its modules; the
 * app does the same here by hand, so the plugin behaves as it would when
 * installed with `plugins: [{ resolve: "medusa-plugin-b2b-history", options }]`.
 */
const pluginOptions: PluginOptionsInput = {
  tokenLifetimeSeconds: Number(
    process.env.PLUGIN_TOKEN_LIFETIME_SECONDS ?? 600
  ),
  uploadMaxBytes: 20 * 1024 * 1024,
  // "365", or days per field group: "default=730,stock=90,stock.reserved=30" (PLUGIN_HISTORY_RETENTION_DAYS).
  historyRetentionDays:
    retentionDaysFromEnv(process.env.PLUGIN_HISTORY_RETENTION_DAYS) ?? 365,
  // Origins allowed to call /api from a browser: "*" or a comma-separated list (PLUGIN_API_CORS).
  apiCors: process.env.PLUGIN_API_CORS?.includes(",")
    ? process.env.PLUGIN_API_CORS.split(",").map((o) => o.trim())
    : process.env.PLUGIN_API_CORS || "*",
  // Tests turn the job off (scripts/test.mjs) so that it never takes a record a test is about to process.
  pendingJob: {
    enabled: process.env.PLUGIN_PENDING_JOB_ENABLED !== "false",
    schedule: process.env.PLUGIN_PENDING_JOB_SCHEDULE || "*/5 * * * *",
    batchSize: 50,
  },
  webhooks: {
    // For a local receiver in development and tests; never in production (docs/webhooks.md).
    allowPrivateTargets:
      process.env.PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS === "true",
    enabled: process.env.PLUGIN_WEBHOOKS_ENABLED !== "false",
  },
}

const pluginModules = [
  "./src/modules/plugin-settings",
  "./src/modules/api-access",
  "./src/modules/b2b-import",
  "./src/modules/product-history",
  "./src/modules/webhooks",
].map((resolve) => ({
  resolve,
  options: pluginOptions,
}))

/**
 * Private files (the order files) under a dot folder: `medusa develop`'s
 * watcher ignores those, where every upload into `uploads/private` restarted
 * the server. PRIVATE_UPLOAD_DIR moves them.
 */
function privateUploadDir(): string {
  return (
    process.env.PRIVATE_UPLOAD_DIR ||
    path.join(process.cwd(), ".data", "uploads", "private")
  )
}

/**
 * Files: S3-compatible storage when S3_BUCKET is set (any instance reads what
 * another stored), else Medusa's local provider, which serves its folder under
 * /static and keeps private files (the B2B order files) where no URL reaches.
 * The local provider is for one machine only (docs/deployment.md).
 */
const fileProvider = process.env.S3_BUCKET
  ? {
      resolve: "@medusajs/medusa/file-s3",
      id: "s3",
      options: {
        bucket: process.env.S3_BUCKET,
        region: process.env.S3_REGION || "us-east-1",
        endpoint: process.env.S3_ENDPOINT,
        file_url: process.env.S3_FILE_URL,
        access_key_id: process.env.S3_ACCESS_KEY_ID,
        secret_access_key: process.env.S3_SECRET_ACCESS_KEY,
        prefix: process.env.S3_PREFIX,
        // MinIO and most self-hosted S3 servers need path-style addresses.
        additional_client_config: {
          forcePathStyle: process.env.S3_FORCE_PATH_STYLE === "true",
        },
      },
    }
  : {
      resolve: "@medusajs/medusa/file-local",
      id: "local",
      options: { private_upload_dir: privateUploadDir() },
    }

const fileModule = {
  resolve: "@medusajs/medusa/file",
  options: { providers: [fileProvider] },
}

/**
 * More than one instance (docs/deployment.md): with REDIS_URL, Medusa's Redis
 * event bus, workflow engine, locking and cache replace the in-process ones,
 * so locks, scheduled jobs, events and login throttling hold across instances.
 * Without it, locking still spans processes: the plugin's PostgreSQL lease
 * provider (src/providers/locking-postgres) serves server, job and console.
 * MEDUSA_WORKER_MODE is `server` (API only), `worker` (jobs and subscribers)
 * or `shared` (both, the default for one instance).
 */
const redisUrl = process.env.REDIS_URL
const infrastructureModules = redisUrl
  ? [
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      {
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { redisUrl } },
      },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
      { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl } },
      {
        resolve: "@medusajs/medusa/caching",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/caching-redis",
              id: "caching-redis",
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
    ]
  : [
      // Without Redis, locks live in the shop's PostgreSQL, so the server, its job and the console (separate processes) share them.
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "./src/providers/locking-postgres",
              id: "locking-postgres",
              is_default: true,
            },
          ],
        },
      },
    ]

const workerModes = ["shared", "worker", "server"] as const
type WorkerMode = (typeof workerModes)[number]
const workerMode = (process.env.MEDUSA_WORKER_MODE || "shared") as WorkerMode
if (!workerModes.includes(workerMode)) {
  throw new MedusaError(
    MedusaError.Types.INVALID_ARGUMENT,
    `MEDUSA_WORKER_MODE must be one of ${workerModes.join(", ")}; it is "${process.env.MEDUSA_WORKER_MODE}".`
  )
}
// A worker without Redis would never hear the servers' events. (A `server` without Redis is fine: the console and benches run so, to keep jobs off.)
if (workerMode === "worker" && !redisUrl) {
  throw new MedusaError(
    MedusaError.Types.INVALID_ARGUMENT,
    "MEDUSA_WORKER_MODE=worker takes the jobs and events of other instances, which reach it through Redis: set REDIS_URL too."
  )
}

/**
 * Medusa's role-based access control (MEDUSA_FF_RBAC=true). Medusa picks the
 * modules its feature flags switch on when it reads this file, before it has
 * read the flags from the environment: the app switches the RBAC module on
 * itself, or the flag alone would leave it off (docs/security.md).
 */
const rbac = process.env.MEDUSA_FF_RBAC === "true"
const rbacModules = rbac ? [{ resolve: "@medusajs/medusa/rbac" }] : []

// Refuses a production start without secrets of the shop's own (src/config/app-secrets.ts).
const secrets = appSecrets()

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    // Sessions in Redis when it is there, so a login holds on every instance.
    redisUrl,
    workerMode,
    http: {
      storeCors: process.env.STORE_CORS || "http://localhost:8000",
      adminCors: process.env.ADMIN_CORS || "http://localhost:9000",
      authCors: process.env.AUTH_CORS || "http://localhost:9000",
      jwtSecret: secrets.jwtSecret,
      cookieSecret: secrets.cookieSecret,
    },
    // Medusa marks the session cookie Secure in production; `npm start` serves plain http on localhost, where a browser would never send it back.
    cookieOptions:
      process.env.SESSION_COOKIE_SECURE === "false"
        ? { secure: false }
        : undefined,
  },
  admin: {
    // Workers serve no admin; the API servers do.
    disable:
      process.env.MEDUSA_ADMIN_DISABLED === "true" || workerMode === "worker",
  },
  featureFlags: { rbac },
  modules: [
    ...pluginModules,
    fileModule,
    ...infrastructureModules,
    ...rbacModules,
  ],
})
