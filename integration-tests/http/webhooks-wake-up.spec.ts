import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  editorHeaders,
  erpCsv,
  seedShop,
  uploadAndProcess,
} from "../helpers/b2b"
import { startReceiver } from "../../src/modules/webhooks/delivery/__tests__/receiver"

jest.setTimeout(300 * 1000)

const WEBHOOK_PRIVILEGES = ["webhook:create", "plugin_b2b_inbound_record:read"]

/** With the delivery job on (as in a shop), an event reaches its webhook without anyone running a pass */
medusaIntegrationTestRunner({
  inApp: true,
  env: {
    PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
    PLUGIN_WEBHOOKS_ENABLED: "true",
  },
  testSuite: ({ api, getContainer }) => {
    it("delivers an approved record's event on its own, once", async () => {
      const receiver = await startReceiver()
      try {
        const profiles = await seedShop(getContainer())
        const editor = await editorHeaders(api, getContainer())
        const hooks = await editorHeaders(
          api,
          getContainer(),
          WEBHOOK_PRIVILEGES
        )
        await api.post(
          "/api/webhook",
          {
            name: "ERP",
            eventName: "plugin_b2b_inbound_record.approved",
            url: receiver.url("/approved"),
          },
          hooks
        )
        const { processed } = await uploadAndProcess(
          api,
          editor,
          profiles.erp,
          erpCsv("WAKE-1")
        )
        expect(processed.data.status).toBe("approved")
        for (
          let waited = 0;
          receiver.hits("/approved") === 0 && waited < 60_000;
          waited += 100
        )
          await new Promise((r) => setTimeout(r, 100))
        await new Promise((r) => setTimeout(r, 4000))
        expect(receiver.hits("/approved")).toBe(1)
      } finally {
        await receiver.close()
      }
    })
  },
})
