import path from "path"
import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import type { PluginOptionsInput } from "./src/modules/plugin-settings/options"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

/**
 * This repository is the plugin and, at the same time, a Medusa app that runs
 * it from `src/`. Medusa hands a plugin's options to each of its modules; the
 * app does the same here by hand, so the plugin behaves as it would when
 * installed with `plugins: [{ resolve: "medusa-plugin-b2b-history", options }]`.
 */
const pluginOptions: PluginOptionsInput = {
  tokenLifetimeSeconds: Number(process.env.PLUGIN_TOKEN_LIFETIME_SECONDS ?? 600),
  uploadMaxBytes: 20 * 1024 * 1024,
  historyRetentionDays: 365,
  // Tests turn the job off (scripts/test.mjs) so that it never takes a record a test is about to process.
  pendingJob: { enabled: process.env.PLUGIN_PENDING_JOB_ENABLED !== "false", schedule: "*/5 * * * *", batchSize: 50 },
}

const pluginModules = ["./src/modules/plugin-settings", "./src/modules/api-access", "./src/modules/b2b-import", "./src/modules/product-history"].map((resolve) => ({
  resolve,
  options: pluginOptions,
}))

/**
 * Medusa's local file provider serves its folder under /static. Private files
 * (the order files of the B2B import) go to a folder no URL reaches. On more
 * than one machine use S3-compatible storage instead (README, deployment).
 */
const fileModule = {
  resolve: "@medusajs/medusa/file",
  options: {
    providers: [
      {
        resolve: "@medusajs/medusa/file-local",
        id: "local",
        options: { private_upload_dir: path.join(process.cwd(), "uploads", "private") },
      },
    ],
  },
}

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    http: {
      storeCors: process.env.STORE_CORS || "http://localhost:8000",
      adminCors: process.env.ADMIN_CORS || "http://localhost:9000",
      authCors: process.env.AUTH_CORS || "http://localhost:9000",
      jwtSecret: process.env.JWT_SECRET || "supersecret",
      cookieSecret: process.env.COOKIE_SECRET || "supersecret",
    },
  },
  admin: {
    disable: process.env.MEDUSA_ADMIN_DISABLED === "true",
  },
  modules: [...pluginModules, fileModule],
})
