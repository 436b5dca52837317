import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"

jest.setTimeout(60 * 1000)

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    describe("GET /admin/plugin-settings", () => {
      it("refuses a request without an admin session", async () => {
        const res = await api
          .get("/admin/plugin-settings")
          .catch((e: any) => e.response)
        expect(res.status).toBe(401)
      })

      it("shows the effective plugin options with defaults applied", async () => {
        const admin = await createAdminUser(getContainer(), api)
        const res = await api.get("/admin/plugin-settings", admin)
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          plugin: "medusa-plugin-b2b-history",
          options: {
            tokenLifetimeSeconds: 600,
            refreshTokenLifetimeSeconds: 604800,
            uploadMaxBytes: 20 * 1024 * 1024,
            maxOrderLines: 1000,
            historyCapture: true,
            shopTimeZone: "UTC",
            historyRetentionDays: { default: 365 },
            apiCors: "*",
            pendingJob: {
              enabled: process.env.PLUGIN_PENDING_JOB_ENABLED !== "false",
              schedule: "*/5 * * * *",
              batchSize: 50,
            },
            webhooks: {
              allowPrivateTargets:
                process.env.PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS === "true",
              enabled: process.env.PLUGIN_WEBHOOKS_ENABLED !== "false",
            },
          },
          // Medusa's RBAC is off by default: the plugin's own roles apply.
          rbac: { enabled: false, roles_url: null },
        })
      })
    })
  },
})
