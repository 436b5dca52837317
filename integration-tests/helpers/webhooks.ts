// What the delivery job does once (the tests run it themselves: scripts/test.mjs switches the job off).
export { runWebhookPass } from "../../src/workflows/webhooks"

type Api = {
  post: (
    url: string,
    body: unknown,
    auth: { headers: Record<string, string> }
  ) => Promise<{ status: number; data: any }>
}
type Receiver = { url: (path: string) => string }

/** A webhook registered through /api as a Shopware client would (`?_response=1`: its secret answered once), pointing at the receiver's `path`. */
export async function registerWebhook(
  api: Api,
  auth: { headers: Record<string, string> },
  receiver: Receiver,
  eventName: string,
  path: string
): Promise<{ id: string; secret: string }> {
  const created = await api.post(
    "/api/webhook?_response=1",
    { name: `ERP ${path}`, eventName, url: receiver.url(path) },
    auth
  )
  expect(created.status).toBe(200)
  return created.data.data
}
