import {
  adminApi,
  BASE_URL,
  close,
  launch,
  login,
  screenshot,
  type AdminApi,
  type Session,
} from "./helpers"

/**
 * Runs against a shop with MEDUSA_FF_RBAC=true (scripts/test-browser.mjs runs
 * the rbac-* specs so): an integration holds Medusa's roles. The plugin's
 * settings page offers Medusa's roles for a new integration; its token then
 * holds exactly what the chosen role grants.
 */
describe("admin under Medusa's RBAC: an integration given a Medusa role in the plugin's settings", () => {
  let api: AdminApi
  let s: Session
  const marker = `RbacInt${Date.now().toString(36)}`
  const roleName = `Profile reader ${marker}`
  const label = `ERP ${marker}`
  let secret: string

  beforeAll(async () => {
    api = await adminApi()
    // A Medusa role, made through the plugin's roles route (under RBAC it writes Medusa's roles).
    await api.post("/admin/plugin-acl-roles", {
      name: roleName,
      privileges: ["plugin_b2b_profile:read"],
    })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("offers Medusa's roles when creating an integration, and shows the one chosen", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-integrations")
    await page.getByRole("button", { name: "Create integration" }).click()
    const modal = page.getByRole("dialog", { name: "Create integration" })
    await modal.getByLabel("Label", { exact: true }).fill(label)
    // Medusa's own Super Admin role is offered beside the plugin's.
    await modal.getByText("Super Admin", { exact: true }).waitFor()
    await modal.getByLabel(roleName).check()
    await modal.getByRole("button", { name: "Create", exact: true }).click()

    const dialog = page.getByRole("alertdialog", {
      name: "Integration created",
    })
    await dialog.waitFor()
    secret = await dialog.getByTestId("integration-secret").inputValue()
    await dialog.getByLabel("I have stored the secret").check()
    await dialog.getByRole("button", { name: "Done" }).click()
    const row = page.getByRole("row").filter({ hasText: label })
    await row.getByText(roleName).waitFor()
    await screenshot(page, "91-rbac-integration-role")
  })

  it("its token holds exactly what the Medusa role grants", async () => {
    const { integrations } = await api.get<{
      integrations: { label: string; access_key: string }[]
    }>(`/admin/plugin-integrations?q=${encodeURIComponent(marker)}`)
    const token = await fetch(`${BASE_URL}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: integrations[0].access_key,
        client_secret: secret,
      }),
    })
    const { access_token } = (await token.json()) as { access_token: string }
    const asErp = (path: string) =>
      fetch(`${BASE_URL}${path}`, {
        headers: { authorization: `Bearer ${access_token}` },
      })
    expect((await asErp("/api/plugin-b2b-profile")).status).toBe(200)
    expect(
      (await asErp("/api/_action/plugin-product-history/list")).status
    ).toBe(403)
  })
})
