import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createAdministrator } from "../helpers/access"
import {
  editorHeaders,
  erpCsv,
  seedShop,
  uploadAndProcess,
} from "../helpers/b2b"
import {
  EXAMPLES,
  exampleText,
  processViaAdmin,
  processViaApi,
} from "../helpers/b2b-order-formats"
import { registerWebhook, runWebhookPass } from "../helpers/webhooks"
import {
  startReceiver,
  type Received,
} from "../../src/modules/webhooks/delivery/__tests__/receiver"
import {
  EVENT_ID_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from "../../src/modules/webhooks/delivery/sign"

jest.setTimeout(300 * 1000)

type Auth = { headers: Record<string, string> }

/** The record events the other webhook specs do not reach (waiting for approval, rejected, failed), and a webhook switched off after 24 hours of failures. */
medusaIntegrationTestRunner({
  inApp: true,
  env: { PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true" },
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let editor: Auth
    let admin: Auth
    let hooks: Auth
    let receiver: Awaited<ReturnType<typeof startReceiver>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      editor = await editorHeaders(api, getContainer())
      admin = await createAdministrator(getContainer(), api)
      hooks = await editorHeaders(api, getContainer(), [
        "webhook:create",
        "webhook:read",
        "webhook:update",
        "plugin_b2b_inbound_record:read",
      ])
      receiver = await startReceiver()
    })
    afterAll(async () => receiver?.close())

    const register = (eventName: string, path: string) =>
      registerWebhook(api, hooks, receiver, eventName, path)
    const bodies = (path: string) =>
      receiver.received.filter((r: Received) => r.path === path)
    const feed = async () =>
      await getContainer()
        .resolve(Modules.NOTIFICATION)
        .listNotifications({ channel: "feed" })

    it("delivers waiting for approval, rejected and failed, signed, with the body's time and id as headers; the feed names the waiting record", async () => {
      const secrets = {
        "/waiting": (
          await register(
            "plugin_b2b_inbound_record.awaiting_approval",
            "/waiting"
          )
        ).secret,
        "/rejected": (
          await register("plugin_b2b_inbound_record.rejected", "/rejected")
        ).secret,
        "/failed": (
          await register("plugin_b2b_inbound_record.failed", "/failed")
        ).secret,
      }
      const number = `WH-EDI-${Date.now()}`.slice(0, 17)
      const waiting = await processViaAdmin(
        api,
        admin,
        profiles.edifact,
        exampleText("edifact", [EXAMPLES.edifact.orderId, number]),
        "order.edi",
        "application/edifact"
      )
      expect(waiting.status).toBe("awaiting_approval")
      await runWebhookPass(getContainer())
      const notices = (await feed()).filter(
        (n) => n.data?.record_id === waiting.id
      )
      expect(notices.map((n) => n.data?.title)).toEqual([
        "An order file waits for your approval",
      ])
      await api.post(
        `/admin/b2b/records/${waiting.id}/reject`,
        { reason: "Credit limit reached" },
        admin
      )
      const failed = await processViaApi(
        api,
        editor,
        profiles.opentrans,
        "this is not XML",
        "broken.xml"
      )
      expect(failed.status).toBe("failed")
      await runWebhookPass(getContainer())
      await runWebhookPass(getContainer())

      const expected = {
        "/waiting": [waiting.id, "awaiting_approval"],
        "/rejected": [waiting.id, "rejected"],
        "/failed": [failed.id, "failed"],
      } as const
      for (const [path, [recordId, status]] of Object.entries(expected)) {
        const got = bodies(path)
        expect({ path, count: got.length }).toEqual({ path, count: 1 })
        const [only] = got
        expect(
          verifyWebhookSignature(
            only.body,
            secrets[path as keyof typeof secrets],
            String(only.headers["shopware-shop-signature"])
          )
        ).toBe(true)
        const body = JSON.parse(only.body)
        expect(body.data).toMatchObject({
          event: `plugin_b2b_inbound_record.${status}`,
          payload: { recordId, status },
        })
        // The headers repeat what the signed body says, so a receiver can drop a replay before parsing.
        expect([
          only.headers[TIMESTAMP_HEADER],
          only.headers[EVENT_ID_HEADER],
        ]).toEqual([String(body.timestamp), body.source.eventId])
      }
      // The same number's rejection does not wait for approval again: one feed notice for the record.
      expect(
        (await feed()).filter((n) => n.data?.record_id === waiting.id)
      ).toHaveLength(1)
    })

    it("sends a delivery again on request, signed with the secret renewed since", async () => {
      const hook = await register(
        "plugin_b2b_inbound_record.needs_attention",
        "/again"
      )
      await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv("WH-AGAIN-1", [["NO-SUCH-SKU", "1"]])
      )
      await runWebhookPass(getContainer())
      expect(receiver.hits("/again")).toBe(1)
      const renewed = await api.post(
        `/api/_action/plugin-webhook/renew-secret/${hook.id}`,
        {},
        hooks
      )
      expect(renewed.data.secret).not.toBe(hook.secret)
      const log = await api.get(
        `/api/_action/plugin-webhook/deliveries/${hook.id}`,
        hooks
      )
      const [delivery] = log.data.data
      expect(delivery.deliveryStatus).toBe("success")
      const resend = await api.post(
        `/api/_action/plugin-webhook/resend/${delivery.id}`,
        {},
        hooks
      )
      expect(resend.status).toBe(202)
      await runWebhookPass(getContainer())
      const [first, again] = bodies("/again")
      expect(again).toBeDefined()
      // The same event (same id, same data), stamped with this attempt's time and signed anew with the
      // secret in force (the time is in seconds: compared whole, the bodies differed when the resend fell
      // into the next second).
      const sent = JSON.parse(first.body)
      const resent = JSON.parse(again.body)
      expect({ data: resent.data, source: resent.source }).toEqual({
        data: sent.data,
        source: sent.source,
      })
      expect(resent.timestamp).toBeGreaterThanOrEqual(sent.timestamp)
      const signature = String(again.headers["shopware-shop-signature"])
      expect([
        verifyWebhookSignature(again.body, renewed.data.secret, signature),
        verifyWebhookSignature(again.body, hook.secret, signature),
      ]).toEqual([true, false])
    })

    it("switches off a webhook whose every delivery failed for 24 hours, says why, and tells the admin's feed whose it is", async () => {
      receiver.route("/down", (_req, res) => {
        res.writeHead(503).end()
      })
      const hook = await register(
        "plugin_b2b_inbound_record.needs_attention",
        "/down"
      )
      const db = getContainer().resolve<Knex>(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      // Failing since a day and an hour, as if its receiver had been down since then.
      await db("plugin_webhook")
        .where({ id: hook.id })
        .update({ failing_since: db.raw("now() - interval '25 hours'") })
      await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv("WH-DOWN-1", [["NO-SUCH-SKU", "1"]])
      )
      await runWebhookPass(getContainer())
      expect(receiver.hits("/down")).toBe(1)
      const read = await api.get(`/api/webhook/${hook.id}`, hooks)
      expect(read.data.data).toMatchObject({
        active: false,
        deactivatedAt: expect.any(String),
        deactivationReason: expect.stringContaining("24 hours"),
      })
      expect(read.data.data.deactivationReason).toContain("503")
      const told = (await feed()).filter(
        (n) => n.data?.title === "A webhook was switched off"
      )
      expect(told).toHaveLength(1)
      // It names the webhook and its owner, the integration that registered it.
      expect(String(told[0].data?.description)).toContain(
        'Webhook "ERP /down" of integration "ERP"'
      )
      expect(told[0].data?.webhook_id).toBe(hook.id)
      // Switched off, it hears of nothing more.
      await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv("WH-DOWN-2", [["NO-SUCH-SKU", "1"]])
      )
      await runWebhookPass(getContainer())
      expect(receiver.hits("/down")).toBe(1)
    })
  },
})
