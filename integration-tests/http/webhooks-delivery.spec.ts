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
import { registerWebhook, runWebhookPass } from "../helpers/webhooks"
import { webhooks } from "../../src/modules/webhooks"
import {
  startReceiver,
  type Received,
} from "../../src/modules/webhooks/delivery/__tests__/receiver"
import { verifyWebhookSignature } from "../../src/modules/webhooks/delivery/sign"

jest.setTimeout(300 * 1000)

type Auth = { headers: Record<string, string> }

const WEBHOOK_PRIVILEGES = [
  "webhook:create",
  "webhook:update",
  "webhook:delete",
]

/** Webhooks end to end: registered through /api as a Shopware client would, fed by real imports, signed, in order, retried. */
medusaIntegrationTestRunner({
  inApp: true,
  env: { PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true" },
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let editor: Auth
    let hooks: Auth
    let receiver: Awaited<ReturnType<typeof startReceiver>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      editor = await editorHeaders(api, getContainer())
      hooks = await editorHeaders(api, getContainer(), [
        ...WEBHOOK_PRIVILEGES,
        "plugin_b2b_inbound_record:read",
      ])
      receiver = await startReceiver()
    })
    afterAll(async () => receiver?.close())

    const register = (eventName: string, path: string) =>
      registerWebhook(api, hooks, receiver, eventName, path)
    const bodies = (path: string) =>
      receiver.received.filter((r: Received) => r.path === path)

    it("delivers a record's events signed, once each, in the order they happened", async () => {
      const approved = await register(
        "plugin_b2b_inbound_record.approved",
        "/approved"
      )
      await register("plugin_b2b_inbound_record.order_placed", "/placed")
      expect(approved.secret).toEqual(expect.any(String))
      const { upload, processed } = await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv("WH-1001")
      )
      expect(processed.data.status).toBe("approved")
      await runWebhookPass(getContainer())
      await runWebhookPass(getContainer())
      const [got] = bodies("/approved")
      expect(bodies("/approved")).toHaveLength(1)
      expect(
        verifyWebhookSignature(
          got.body,
          approved.secret,
          String(got.headers["shopware-shop-signature"])
        )
      ).toBe(true)
      const body = JSON.parse(got.body)
      expect(body).toMatchObject({
        data: {
          event: "plugin_b2b_inbound_record.approved",
          payload: {
            recordId: upload.data.id,
            status: "approved",
            externalOrderNumber: "WH-1001",
            orderId: expect.any(String),
          },
        },
        source: { eventId: expect.any(String) },
        timestamp: expect.any(Number),
      })
      expect(bodies("/placed")).toHaveLength(1)
      expect(JSON.parse(bodies("/placed")[0].body).data.payload.orderId).toBe(
        body.data.payload.orderId
      )
    })

    it("retries a failing receiver and keeps later events of the record waiting until the earlier one went out", async () => {
      let calls = 0
      receiver.route("/flaky", (_req, res) => {
        calls++
        res.writeHead(calls <= 2 ? 500 : 204).end()
      })
      const hook = await register(
        "plugin_b2b_inbound_record.needs_attention",
        "/flaky"
      )
      const { upload } = await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv("WH-1002", [["NO-SUCH-SKU", "1"]])
      )
      await runWebhookPass(getContainer())
      const log = () =>
        api.get(`/api/_action/plugin-webhook/deliveries/${hook.id}`, hooks)
      expect((await log()).data.data[0]).toMatchObject({
        deliveryStatus: "queued",
        attempts: 1,
        responseStatusCode: 500,
      })
      // The record needs attention again (written in SQL: the outbox trigger sees every write path).
      const db = getContainer().resolve<Knex>(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      const record = db("plugin_b2b_inbound_record").where({
        id: upload.data.id,
      })
      await record.clone().update({ status: "pending" })
      await record.clone().update({ status: "parsed" })
      await runWebhookPass(getContainer())
      // The second event waits behind the first, whose retry is not due yet.
      expect(calls).toBe(1)
      const queued = (await log()).data.data
      expect(queued.map((d: { attempts: number }) => d.attempts)).toEqual([
        0, 1,
      ])
      // Retries fall due (as after the backoff): both go out, first the first.
      const due = () =>
        db("plugin_webhook_delivery")
          .where({ webhook_id: hook.id })
          .update({ next_attempt_at: db.fn.now() })
      for (let pass = 0; pass < 4 && receiver.hits("/flaky") < 4; pass++) {
        await due()
        await runWebhookPass(getContainer())
      }
      const statuses = bodies("/flaky").map(
        (r: Received) => JSON.parse(r.body).data.payload.status
      )
      expect(statuses).toEqual(["mapped", "mapped", "mapped", "parsed"])
      expect(
        (await log()).data.data.map(
          (d: { deliveryStatus: string }) => d.deliveryStatus
        )
      ).toEqual(["success", "success"])
    })

    it("tells the admin's notification feed once per record and status", async () => {
      const admin = await createAdministrator(getContainer(), api)
      await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv("WH-1003", [["NO-SUCH-SKU", "1"]])
      )
      await runWebhookPass(getContainer())
      await runWebhookPass(getContainer())
      const feed = await getContainer()
        .resolve(Modules.NOTIFICATION)
        .listNotifications({ channel: "feed" })
      const mine = feed.filter((n) =>
        String(n.data?.description ?? "").includes("WH-1003")
      )
      expect(mine).toHaveLength(1)
      expect(mine[0].data).toMatchObject({
        title: "An order file needs attention",
        url: expect.stringMatching(/^\/app\/b2b-import\//),
      })
      expect(admin.headers).toBeDefined()
    })

    it("refuses a webhook of another account as not found, and lists only one's own", async () => {
      const other = await editorHeaders(api, getContainer(), WEBHOOK_PRIVILEGES)
      const mine = await register("plugin_b2b_inbound_record.rejected", "/mine")
      const theirs = await api
        .get(`/api/webhook/${mine.id}`, other)
        .catch((e: { response: unknown }) => e.response)
      expect(theirs.status).toBe(404)
      const patched = await api
        .patch(`/api/webhook/${mine.id}`, { active: false }, other)
        .catch((e: { response: unknown }) => e.response)
      expect(patched.status).toBe(404)
      const list = await api.post("/api/search/webhook", {}, other)
      expect(list.data.data).toEqual([])
      // The sync API's deletes see only one's own: another's webhook is not matched by criteria, and by id it is notFound like an id that does not exist.
      const sync = (operation: Record<string, unknown>) =>
        api
          .post(
            "/api/_action/sync",
            { w: { entity: "webhook", action: "delete", ...operation } },
            other
          )
          .catch((e: { response: unknown }) => e.response)
      const byCriteria = await sync({
        criteria: [
          { type: "prefix", field: "url", value: receiver.url("/mine") },
        ],
      })
      expect(byCriteria.status).toBe(200)
      expect(JSON.stringify(byCriteria.data)).not.toContain(mine.id)
      const unknown = "0".repeat(32)
      const byId = await sync({ payload: [{ id: mine.id }, { id: unknown }] })
      expect(byId.status).toBe(200)
      expect(byId.data.notFound).toEqual({ webhook: [mine.id, unknown] })
      const still = await api.get(`/api/webhook/${mine.id}`, hooks)
      expect(still.status).toBe(200)
    })

    it("sends nothing of records to an owner who may not read them (Shopware checks an app's privileges at dispatch)", async () => {
      const blind = await editorHeaders(api, getContainer(), WEBHOOK_PRIVILEGES)
      const created = await api.post(
        "/api/webhook?_response=1",
        {
          name: "Blind",
          eventName: "plugin_b2b_inbound_record.approved",
          url: receiver.url("/blind"),
        },
        blind
      )
      expect(created.status).toBe(200)
      await uploadAndProcess(api, editor, profiles.erp, erpCsv("WH-1004"))
      await runWebhookPass(getContainer())
      expect(receiver.hits("/blind")).toBe(0)
      const log = await api.get(
        `/api/_action/plugin-webhook/deliveries/${created.data.data.id}`,
        blind
      )
      expect(log.data.total).toBe(0)
    })

    it("tells of a product save once, with its change set, products and entry count", async () => {
      const admin = await createAdministrator(getContainer(), api)
      const watcher = await editorHeaders(api, getContainer(), [
        "webhook:create",
        "plugin_product_history:read",
      ])
      const created = await api.post(
        "/api/webhook?_response=1",
        {
          name: "PIM",
          eventName: "plugin_product_history.written",
          url: receiver.url("/history"),
        },
        watcher
      )
      const [product] = (await api.get("/admin/products?limit=1", admin)).data
        .products
      await api.post(
        `/admin/products/${product.id}`,
        { title: `${product.title} (renamed)`, subtitle: "New subtitle" },
        admin
      )
      await runWebhookPass(getContainer())
      expect(receiver.hits("/history")).toBe(1)
      const [got] = bodies("/history")
      expect(
        verifyWebhookSignature(
          got.body,
          created.data.data.secret,
          String(got.headers["shopware-shop-signature"])
        )
      ).toBe(true)
      expect(JSON.parse(got.body).data).toMatchObject({
        event: "plugin_product_history.written",
        payload: {
          changeSetId: expect.any(String),
          productIds: [product.id],
          entryCount: 2,
          source: "api",
        },
      })
    })

    it("queues and sends another account's event while one account's receivers hang, within the same pass", async () => {
      const db = getContainer().resolve<Knex>(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      // Account D: deliveries to a receiver that never answers (each runs into the 5 s timeout),
      // 10 due now, 10 in 4 s and 10 in 8 s: the pass lasts about 13 s with senders to spare.
      receiver.route("/hang", () => undefined)
      const other = await editorHeaders(api, getContainer(), [
        "webhook:create",
        "plugin_b2b_inbound_record:read",
      ])
      const hanging = await registerWebhook(
        api,
        other,
        receiver,
        "plugin_b2b_inbound_record.approved",
        "/hang"
      )
      await db("plugin_webhook_delivery").insert(
        Array.from({ length: 30 }, (_, n) => ({
          id: `hang_d${n}`,
          webhook_id: hanging.id,
          event_id: `hang-e${n}`,
          event_name: "plugin_b2b_inbound_record.approved",
          ordering_key: `hang-${n}`,
          event_seq: n,
          occurred_at: db.fn.now(),
          payload: {},
          next_attempt_at: db.raw("now() + make_interval(secs => ?)", [
            4 * Math.floor(n / 10),
          ]),
        }))
      )
      // Account A (hooks): a webhook of its own on a quick receiver.
      await register("plugin_b2b_inbound_record.needs_attention", "/quick")
      let passEnded = false
      const pass = runWebhookPass(getContainer()).finally(() => {
        passEnded = true
      })
      for (let i = 0; receiver.hits("/hang") < 10 && i < 300; i++)
        await new Promise((r) => setTimeout(r, 100))
      expect(receiver.hits("/hang")).toBe(10)
      // D's receiver hangs when A's event commits.
      await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv("WH-BESIDE-HANG", [["NO-SUCH-SKU", "1"]])
      )
      for (
        let i = 0;
        receiver.hits("/quick") === 0 && !passEnded && i < 600;
        i++
      )
        await new Promise((r) => setTimeout(r, 100))
      // A's event went out during the pass busy with D, not after it.
      expect(receiver.hits("/quick")).toBe(1)
      expect(passEnded).toBe(false)
      // Switched off, D's retries are not claimed: the pass ends once its sends timed out.
      await db("plugin_webhook")
        .where({ id: hanging.id })
        .update({ active: false })
      await pass
    })

    it("claims every owner's first due delivery before anyone's second, at most 10 of one owner in flight while another waits, and a record's events one at a time", async () => {
      const db = getContainer().resolve<Knex>(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      // Nothing else due: the job's own deliveries are done or set aside.
      await db("plugin_webhook_delivery")
        .whereIn("status", ["queued", "running"])
        .update({ status: "failed" })
      const hook = (id: string, owner: string) => ({
        id,
        name: id,
        event_name: "plugin_b2b_inbound_record.approved",
        // Due in the past and never sent: the claim is what is tested, not the sending.
        url: "http://127.0.0.1:9/unused",
        secret_sealed: "unused",
        integration_id: owner,
      })
      await db("plugin_webhook").insert([
        hook("wh_claim_a", "int_claim_a"),
        hook("wh_claim_b", "int_claim_b"),
      ])
      const delivery = (
        webhook: string,
        n: number,
        key = `${webhook}-${n}`
      ) => ({
        id: `${webhook}_d${n}`,
        webhook_id: webhook,
        event_id: `${webhook}-e${n}`,
        event_name: "plugin_b2b_inbound_record.approved",
        ordering_key: key,
        event_seq: n,
        occurred_at: db.fn.now(),
        payload: {},
        next_attempt_at: db.raw("now() - make_interval(secs => ?)", [100 - n]),
      })
      await db("plugin_webhook_delivery").insert([
        ...Array.from({ length: 40 }, (_, n) => delivery("wh_claim_a", n)),
        ...Array.from({ length: 30 }, (_, n) => delivery("wh_claim_b", n)),
        // Three events of one record for B: the later two wait for the first.
        ...[30, 31, 32].map((n) => delivery("wh_claim_b", n, "record-1")),
      ])
      const service = webhooks(getContainer())
      const claim = async () =>
        (await service.claimDueDeliveries(50)).map((d) => d.webhook_id)

      const first = await claim()
      expect(first).toHaveLength(20)
      expect(first.filter((w) => w === "wh_claim_a")).toHaveLength(10)
      // Turns alternate: each owner's first before anyone's second.
      expect(new Set(first.slice(0, 2))).toEqual(
        new Set(["wh_claim_a", "wh_claim_b"])
      )

      // Both owners have 10 in flight while the other has deliveries due: nothing more for either.
      expect(await claim()).toEqual([])

      // B's record: only its first event is claimable while it is unfinished.
      await db("plugin_webhook_delivery")
        .where({ webhook_id: "wh_claim_b" })
        .whereNot({ ordering_key: "record-1" })
        .update({ status: "success" })
      await db("plugin_webhook_delivery")
        .where({ status: "running" })
        .update({ status: "success" })
      const second = await service.claimDueDeliveries(50)
      const ofRecord = second.filter((d) => d.webhook_id === "wh_claim_b")
      expect(ofRecord.map((d) => d.id)).toEqual(["wh_claim_b_d30"])

      // B's record waits on its first event; A alone has deliveries due: no cap of 10.
      await db("plugin_webhook_delivery")
        .where({ webhook_id: "wh_claim_b" })
        .update({ status: "success" })
      await db("plugin_webhook_delivery")
        .where({ status: "running" })
        .update({ status: "queued" })
      expect((await claim()).filter((w) => w === "wh_claim_a")).toHaveLength(30)
    })
  },
})
