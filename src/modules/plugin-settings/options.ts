import { z } from "@medusajs/framework/zod"
import { historyRetentionSchema } from "./history-retention"

/** An origin as a browser sends it: scheme, host, optional port; no path, no trailing slash. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/
const ORIGIN_WORDS =
  'must be "*" or an origin such as "https://erp.example.com" (scheme, host and port; no path or trailing slash)'

/**
 * The plugin's options, declared once. Medusa hands the options of
 * `plugins: [{ resolve, options }]` to every module of the plugin; the
 * plugin-settings module validates them at start-up (see its loader).
 */
export const pluginOptionsSchema = z
  .object({
    /** Lifetime of `/api` access tokens in seconds. */
    tokenLifetimeSeconds: z.number().int().min(5).max(86_400).default(600),
    /** Lifetime of `/api` refresh tokens in seconds. */
    refreshTokenLifetimeSeconds: z
      .number()
      .int()
      .min(300)
      .max(90 * 86_400)
      .default(7 * 86_400),
    /** Largest accepted order file in bytes; above it the upload answers 413. */
    uploadMaxBytes: z
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(20 * 1024 * 1024),
    /** Most order lines one file may hold; a larger file fails with a message saying so. */
    maxOrderLines: z.number().int().min(1).max(100_000).default(1000),
    /** Records product changes in the history (capture triggers in PostgreSQL). */
    historyCapture: z.boolean().default(true),
    /** IANA time zone of the shop: a history filter date without time covers that whole day there. */
    shopTimeZone: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone })
          return true
        } catch {
          return false
        }
      }, "must be an IANA time zone such as Europe/Berlin or UTC")
      .default("UTC"),
    /**
     * Days a history entry is kept before the daily retention job deletes it:
     * one number for every field, or per field group (history-retention.ts);
     * resolved to the groups, `default` always present.
     */
    historyRetentionDays: historyRetentionSchema,
    /**
     * Origins whose browser scripts may call `/api` (CORS): "*" (any; `/api`
     * takes bearer tokens only, never cookies), one origin or a list of them,
     * each scheme, host and port without a path, e.g. "https://erp.example.com".
     */
    apiCors: z
      .union([
        z.literal("*"),
        z
          .array(
            z
              .string()
              .regex(
                ORIGIN,
                'must be an origin such as "https://erp.example.com" (scheme, host and port; no path or trailing slash); "*" stands alone, not in a list'
              )
          )
          .min(1, 'must name at least one origin (or be "*")'),
        z.string().regex(ORIGIN, ORIGIN_WORDS),
      ])
      .default("*"),
    pendingJob: z
      .object({
        /** Turns the scheduled processing of pending inbound records on or off. */
        enabled: z.boolean().default(true),
        /** Cron expression of the pending-records job. */
        schedule: z
          .string()
          .regex(
            /^\s*(\S+\s+){4}\S+\s*$/,
            "must be a cron expression with five fields, e.g. */5 * * * *"
          )
          .default("*/5 * * * *"),
        /** Records processed per job run. */
        batchSize: z.number().int().min(1).max(1000).default(50),
      })
      .strict()
      .prefault({}),
    webhooks: z
      .object({
        /**
         * Lets webhooks point at loopback and private addresses (10/8,
         * 192.168/16, localhost, …): off by default, since a webhook there
         * would let an API account reach the shop's own network (SSRF).
         * Never the shop itself, never multicast or 0.0.0.0.
         */
        allowPrivateTargets: z.boolean().default(false),
        /** Turns the delivery job (and thus every webhook) off on this instance. */
        enabled: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
  })
  .strict()

export type PluginOptionsInput = z.input<typeof pluginOptionsSchema>
export type PluginOptions = z.infer<typeof pluginOptionsSchema>
export type { HistoryRetention } from "./history-retention"
