import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { Client } from "pg"
import installCaptureLoader from "../../src/modules/product-history/loaders/install-capture"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import { allHistoryEntries } from "../helpers/history"

jest.setTimeout(240 * 1000)

/**
 * The capture reads Medusa's own tables. A Medusa upgrade that renamed a
 * column it reads (here `stock_location.name`, renamed before the shop
 * starts) must not break the shop: start-up switches the capture off with
 * one log line naming the column, /health answers, the history page's
 * banner says why, and product saves go on (unrecorded). Once the column is
 * back, the next start-up records again. (The runner restores the database
 * as it was after start-up and beforeAll before each test.)
 */

const DB_NAME = `medusa-capture-schema-${process.pid}-${process.env.JEST_WORKER_ID ?? 1}`
const RENAMED = "name_renamed_by_an_upgrade"

async function onTestDatabase(sql: string) {
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database: DB_NAME,
  })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Runs the capture's start-up again on the app's database, collecting what it logs. */
async function startUpCapture(container: MedusaContainer) {
  const lines: { level: string; message: string }[] = []
  const log = (level: string) => (message: string) =>
    lines.push({ level, message })
  const logger = { info: log("info"), warn: log("warn"), error: log("error") }
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await installCaptureLoader({
    container: {
      resolve: (key: string) =>
        key === ContainerRegistrationKeys.LOGGER ? logger : knex,
    } as unknown as MedusaContainer,
    options: {},
  })
  return lines
}

medusaIntegrationTestRunner({
  inApp: true,
  dbName: DB_NAME,
  env: {},
  hooks: {
    beforeServerStart: async () => {
      await onTestDatabase(
        `ALTER TABLE stock_location RENAME COLUMN name TO ${RENAMED}`
      )
    },
  },
  testSuite: ({ api, getContainer }) => {
    let admin: { headers: Record<string, string> }
    let productId: string

    beforeAll(async () => {
      admin = await createAdminUser(getContainer(), api)
      const { result } = await createProductsWorkflow(getContainer()).run({
        input: {
          products: [
            {
              title: "Kabel",
              handle: "kabel",
              options: [{ title: "Size", values: ["M"] }],
              variants: [{ title: "M", sku: "K-M", options: { Size: "M" } }],
            },
          ],
        },
      })
      productId = result[0].id
    })

    it("switches the capture off at start-up, the shop stays up and says why", async () => {
      const health = await settle(api.get("/health"))
      expect(health.status).toBe(200)
      const { data } = await api.get("/admin/product-history/capture", admin)
      expect(data.capture).toEqual({
        state: "unsupported",
        problem: expect.stringContaining(
          `Medusa's database has no column "name" of table "stock_location", which the capture reads.`
        ),
      })
    })

    it("logs one line naming the column", async () => {
      const lines = await startUpCapture(getContainer())
      expect(lines).toEqual([
        {
          level: "error",
          message: expect.stringContaining(
            `no column "name" of table "stock_location"`
          ),
        },
      ])
    })

    it("saves products as before, without recording them", async () => {
      const saved = await settle(
        api.post(`/admin/products/${productId}`, { title: "Kabel 2" }, admin)
      )
      expect(saved.status).toBe(200)
      expect(saved.data.product.title).toBe("Kabel 2")
      expect(
        (await allHistoryEntries(getContainer())).filter(
          (e) => e.product_id === productId
        )
      ).toEqual([])
    })

    it("records again after a start-up that finds the column back", async () => {
      await onTestDatabase(
        `ALTER TABLE stock_location RENAME COLUMN ${RENAMED} TO name`
      )
      const lines = await startUpCapture(getContainer())
      expect(lines.filter((line) => line.level !== "info")).toEqual([])
      const { data } = await api.get("/admin/product-history/capture", admin)
      expect(data.capture).toEqual({ state: "on", problem: null })
      await api.post(
        `/admin/products/${productId}`,
        { title: "Kabel 3" },
        admin
      )
      expect(
        (await allHistoryEntries(getContainer()))
          .filter((e) => e.product_id === productId)
          .map((e) => [e.field_name, e.old_value, e.new_value])
      ).toEqual([["title", "Kabel", "Kabel 3"]])
    })
  },
})
