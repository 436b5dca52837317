import type { Client } from "pg"
import {
  adminToken,
  apiToken,
  call,
  createApiIntegration,
  database,
  erpCsv,
  erpProfileId,
  stockUp,
  upload,
} from "./helpers/api"
import { startCluster } from "./helpers/instances"

describe("work spread over two API servers", () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>
  let db: Client
  let admin: string

  beforeAll(async () => {
    cluster = await startCluster({ PLUGIN_PENDING_JOB_ENABLED: "false" })
    db = await database()
    admin = await adminToken(cluster.a.url)
    await stockUp(cluster.a.url, admin, ["SW01000", "SW01006"], 1_000_000)
  })

  afterAll(async () => {
    await cluster?.stop()
    await db?.end()
  })

  it("a file uploaded through server A is processed through server B, with A's token, into an order both see", async () => {
    const token = await apiToken(
      cluster.a.url,
      await createApiIntegration(cluster.a.url, admin, "ERP A to B")
    )
    const id = await upload(
      cluster.a.url,
      token,
      await erpProfileId(db),
      erpCsv("CROSS-1"),
      "cross-1.csv"
    )

    const { body: processed } = await call(
      `${cluster.b.url}/api/_action/plugin-b2b/process/${id}`,
      { method: "POST", token, json: {} }
    )
    expect(processed).toMatchObject({ id, status: "approved" })
    const orderId = processed.orderId ?? processed.order_id
    expect(orderId).toEqual(expect.any(String))

    for (const server of [cluster.a, cluster.b]) {
      const { body } = await call(
        `${server.url}/admin/orders/${orderId}?fields=id,*items`,
        { token: admin }
      )
      expect(
        body.order.items
          .map((i: any) => [i.variant_sku, Number(i.quantity)])
          .sort()
      ).toEqual([
        ["SW01000", 1],
        ["SW01006", 1],
      ])
    }
    // The same file again, now through B: recognised as the record A stored.
    const again = await upload(
      cluster.b.url,
      token,
      await erpProfileId(db),
      erpCsv("CROSS-1"),
      "cross-1.csv"
    )
    expect(again).toBe(id)
  })

  it("an admin session opened on server A holds on server B", async () => {
    const res = await fetch(`${cluster.a.url}/auth/session`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.get("set-cookie")!.split(";")[0]
    const me = await fetch(`${cluster.b.url}/admin/users/me`, {
      headers: { cookie },
    })
    expect(me.status).toBe(200)
    expect((await me.json()).user.email).toBe("admin@example.com")
  })

  it("failed logins count across servers and dialects: the sixth, wherever it lands, is throttled", async () => {
    // Not the demo admin: Redis keeps the count for the later test files of the run, which log in as the admin.
    const username = "cluster-throttle-probe@example.com"
    const viaApi = (url: string) =>
      call(
        `${url}/api/oauth/token`,
        {
          method: "POST",
          json: {
            grant_type: "password",
            client_id: "administration",
            username,
            password: "wrong",
          },
        },
        false
      )
    const viaMedusa = (url: string) =>
      call(
        `${url}/auth/user/emailpass`,
        { method: "POST", json: { email: username, password: "wrong" } },
        false
      )
    for (let i = 0; i < 3; i++)
      expect((await viaApi(i % 2 ? cluster.b.url : cluster.a.url)).status).toBe(
        400
      )
    for (let i = 0; i < 2; i++)
      expect(
        (await viaMedusa(i % 2 ? cluster.a.url : cluster.b.url)).status
      ).toBe(401)
    const sixth = await viaApi(cluster.b.url)
    expect(sixth.status).toBe(429)
    expect(JSON.stringify(sixth.body)).toMatch(/Too many failed logins/)
    const onA = await viaMedusa(cluster.a.url)
    expect(onA.status).toBe(429)
    expect(onA.body.message).toMatch(/Try again in \d+ seconds?\./)
  })

  it("50 concurrent product updates over both servers: 50 history entries in one unbroken chain, none twice", async () => {
    const { rows } = await db.query(
      "SELECT id, title FROM product WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1"
    )
    const product = rows[0]
    const titles = Array.from(
      { length: 50 },
      (_, i) => `Cluster title ${i + 1}`
    )
    const statuses = await Promise.all(
      titles.map((title, i) =>
        call(
          `${(i % 2 ? cluster.b : cluster.a).url}/admin/products/${product.id}`,
          { method: "POST", token: admin, json: { title } },
          false
        ).then((r) => r.status)
      )
    )
    expect(statuses).toEqual(titles.map(() => 200))

    const { rows: entries } = await db.query(
      `SELECT old_value, new_value FROM plugin_product_history_entry
        WHERE product_id = $1 AND field_name = 'title' AND deleted_at IS NULL ORDER BY changed_at, id`,
      [product.id]
    )
    expect(entries).toHaveLength(50)
    expect(entries[0].old_value).toBe(product.title)
    for (let i = 1; i < entries.length; i++)
      expect([i, entries[i].old_value]).toEqual([i, entries[i - 1].new_value])
    expect(entries.map((e) => e.new_value).sort()).toEqual([...titles].sort())
    const { rows: stored } = await db.query(
      "SELECT title FROM product WHERE id = $1",
      [product.id]
    )
    expect(entries[entries.length - 1].new_value).toBe(stored[0].title)
  })
})
