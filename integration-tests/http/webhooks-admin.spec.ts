import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { type Auth, restrictedUser } from "../helpers/access"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import { makeWebhookFixture } from "../helpers/webhook-fixtures"

jest.setTimeout(180 * 1000)

/*
 * The tests have no DNS: a host name cannot be resolved, so the target check
 * refuses it. A public IP address needs no lookup and is never called here
 * (creating a webhook sends nothing).
 */
const PUBLIC_TARGET = "https://93.184.215.14/hooks"
const APPROVED = "plugin_b2b_inbound_record.approved"
const WEBHOOK_KEYS = [
  "active",
  "created_at",
  "deactivated_at",
  "deactivation_reason",
  "error_count",
  "event_name",
  "failing_since",
  "id",
  "integration_id",
  "last_success_at",
  "name",
  "updated_at",
  "url",
  "user_id",
]

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let admin: Auth
    const send = (
      method: "get" | "post" | "delete",
      url: string,
      auth: Auth,
      body?: unknown
    ) =>
      settle(
        method === "post"
          ? api.post(url, body ?? {}, auth)
          : api[method](url, auth)
      )
    const create = (body: Record<string, unknown>, auth = admin) =>
      send("post", "/admin/plugin-webhooks", auth, {
        name: "ERP orders",
        event_name: APPROVED,
        url: PUBLIC_TARGET,
        ...body,
      })

    beforeEach(async () => {
      admin = await createAdminUser(getContainer(), api)
      // The first call of a plugin route makes the shop's first user the administrator.
      await send("get", "/admin/plugin-users", admin)
    })

    it("creates, reads, changes and deletes a webhook; the secret is answered once", async () => {
      const created = await create({})
      expect(created.status).toBe(201)
      const { webhook, secret } = created.data
      expect(Object.keys(webhook).sort()).toEqual(WEBHOOK_KEYS)
      expect(webhook).toMatchObject({
        name: "ERP orders",
        event_name: APPROVED,
        url: PUBLIC_TARGET,
        active: true,
        error_count: 0,
      })
      expect(secret).toEqual(expect.any(String))
      expect(secret.length).toBeGreaterThanOrEqual(32)

      const one = await send(
        "get",
        `/admin/plugin-webhooks/${webhook.id}`,
        admin
      )
      expect(one.status).toBe(200)
      expect(JSON.stringify(one.data)).not.toContain(secret)
      expect(one.data.webhook).not.toHaveProperty("secret_sealed")
      const list = await send("get", "/admin/plugin-webhooks?q=erp", admin)
      expect(list.data).toMatchObject({ count: 1, offset: 0 })
      expect(JSON.stringify(list.data)).not.toMatch(/secret/)

      const changed = await send(
        "post",
        `/admin/plugin-webhooks/${webhook.id}`,
        admin,
        { name: "ERP orders (new)", active: false }
      )
      expect(changed.status).toBe(200)
      expect(changed.data.webhook).toMatchObject({
        name: "ERP orders (new)",
        active: false,
        url: PUBLIC_TARGET,
      })

      const renewed = await send(
        "post",
        `/admin/plugin-webhooks/${webhook.id}/secret`,
        admin
      )
      expect(renewed.status).toBe(200)
      expect(renewed.data).toEqual({
        id: webhook.id,
        secret: expect.any(String),
      })
      expect(renewed.data.secret).not.toBe(secret)

      const gone = await send(
        "delete",
        `/admin/plugin-webhooks/${webhook.id}`,
        admin
      )
      expect(gone.data).toEqual({
        id: webhook.id,
        object: "plugin_webhook",
        deleted: true,
      })
      const after = await send(
        "get",
        `/admin/plugin-webhooks/${webhook.id}`,
        admin
      )
      expect(after.status).toBe(404)
    })

    it("refuses a private or loopback target in words, at the url", async () => {
      const res = await create({ url: "http://127.0.0.1:1/" })
      expect(res.status).toBe(400)
      expect(res.data.message).toMatch(
        /^Webhooks cannot be sent to http:\/\/127\.0\.0\.1:1\/: .*loopback/
      )
      expect(res.data.message).toContain("webhooks.allowPrivateTargets")
      const list = await send("get", "/admin/plugin-webhooks", admin)
      expect(list.data.count).toBe(0)
    })

    it("says which field is wrong", async () => {
      const res = await create({ event_name: "order.placed", url: "ftp://x" })
      expect(res.status).toBe(400)
      expect(res.data.message).toMatch(/event_name/)
      expect(res.data.message).toContain(
        "must be an http:// or https:// address"
      )
      const extra = await create({ secret_sealed: "mine" })
      expect(extra.status).toBe(400)
      expect(extra.data.message).toMatch(/secret_sealed/)
      const badStatus = await send(
        "get",
        "/admin/plugin-webhooks/x/deliveries?status=lost",
        admin
      )
      expect(badStatus.status).toBe(400)
    })

    it("shows a non-administrator only their own webhooks; another's is not found", async () => {
      const clerk = await restrictedUser(
        getContainer(),
        api,
        "hooks@test.example",
        ["webhook:read", "webhook:create", "webhook:update", "webhook:delete"]
      )
      const theirs = await makeWebhookFixture(
        getContainer(),
        {},
        "Someone else's"
      )
      const mine = (await create({ name: "Mine" }, clerk.session)).data.webhook
      expect(mine.user_id).toBe(clerk.id)

      const list = await send("get", "/admin/plugin-webhooks", clerk.session)
      expect(list.data.webhooks.map((w: { name: string }) => w.name)).toEqual([
        "Mine",
      ])
      const all = await send("get", "/admin/plugin-webhooks?order=name", admin)
      expect(all.data.count).toBe(2)

      const notFound = `No webhook with id ${theirs.webhookId} exists (or it belongs to another API account).`
      for (const [method, path] of [
        ["get", ""],
        ["post", ""],
        ["delete", ""],
        ["post", "/secret"],
        ["get", "/deliveries"],
      ] as const) {
        const res = await send(
          method,
          `/admin/plugin-webhooks/${theirs.webhookId}${path}`,
          clerk.session,
          method === "post" && !path ? { name: "Taken over" } : undefined
        )
        expect({
          method,
          path,
          status: res.status,
          message: res.data.message,
        }).toEqual({
          method,
          path,
          status: 404,
          message: notFound,
        })
      }
      const resend = await send(
        "post",
        `/admin/plugin-webhook-deliveries/${theirs.deliveryId}/resend`,
        clerk.session
      )
      expect(resend.status).toBe(404)
      const still = await send(
        "get",
        `/admin/plugin-webhooks/${theirs.webhookId}`,
        admin
      )
      expect(still.data.webhook.name).toBe("Someone else's")
    })

    it("lists a webhook's deliveries newest first and sends a finished one again", async () => {
      const { webhookId, deliveryId } = await makeWebhookFixture(getContainer())
      const log = await send(
        "get",
        `/admin/plugin-webhooks/${webhookId}/deliveries?status=failed`,
        admin
      )
      expect(log.status).toBe(200)
      expect(log.data).toMatchObject({ count: 1, offset: 0 })
      expect(log.data.deliveries[0]).toMatchObject({
        id: deliveryId,
        status: "failed",
        attempts: 3,
        last_status_code: 500,
        last_error: "The receiver answered 500 Internal Server Error.",
        last_latency_ms: 42,
        response_excerpt: "oops",
      })
      expect(log.data.deliveries[0]).not.toHaveProperty("payload")
      const none = await send(
        "get",
        `/admin/plugin-webhooks/${webhookId}/deliveries?status=success`,
        admin
      )
      expect(none.data.count).toBe(0)

      const again = await send(
        "post",
        `/admin/plugin-webhook-deliveries/${deliveryId}/resend`,
        admin
      )
      expect(again.status).toBe(200)
      expect(again.data.delivery).toMatchObject({
        id: deliveryId,
        status: "queued",
      })
      const twice = await send(
        "post",
        `/admin/plugin-webhook-deliveries/${deliveryId}/resend`,
        admin
      )
      // Still queued: a conflict with its state, said in words.
      expect(twice.status).toBe(409)
      expect(twice.data.message).toMatch(/already queued/)
    })
  },
})
