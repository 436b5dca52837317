import Medusa from "@medusajs/js-sdk"

/**
 * The admin's own session (cookie) authenticates every call; the dashboard is
 * served by the same server, so the API lives at "/".
 */
export const sdk = new Medusa({
  baseUrl: "/",
  auth: { type: "session" },
})
