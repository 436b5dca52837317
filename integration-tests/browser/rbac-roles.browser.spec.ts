import type { Page } from "playwright-core"
import {
  adminApi,
  close,
  demoProducts,
  invitedUser,
  launch,
  login,
  screenshot,
  seeText,
  type AdminApi,
  type Session,
} from "./helpers"
import { bodyRows, historyUrl } from "./history-page"

/** The history's row of the change of the field Title to `title`. */
const titleChange = (page: Page, title: string) =>
  bodyRows(page)
    .filter({ has: page.getByRole("cell", { name: "Title", exact: true }) })
    .filter({ hasText: title })

/**
 * Runs against a shop with MEDUSA_FF_RBAC=true (scripts/test-browser.mjs runs
 * the rbac-* specs so): the demo admin holds Medusa's super administrator
 * role, and a user's plugin privileges are exactly what their Medusa roles grant.
 */
describe("admin under Medusa's RBAC: a role with only the history's read permission, given in Settings → Roles", () => {
  let api: AdminApi
  let admin: Session
  let viewer: Session
  const marker = `Rbac${Date.now().toString(36)}`
  const roleName = `History viewer ${marker}`
  let product: { id: string; title: string }
  let clerk: { email: string; password: string }
  let roleId: string

  beforeAll(async () => {
    api = await adminApi()
    const [first] = await demoProducts(api)
    product = { id: first.id, title: `${marker} title` }
    // A change the history lists and a rollback could undo.
    await api.post(`/admin/products/${first.id}`, { title: product.title })
    clerk = await invitedUser(api, `history-viewer-${marker}@example.com`)
    admin = await launch()
    await login(admin.page)
  })
  afterAll(async () => {
    await close(admin)
    await close(viewer)
  })

  it("the administrator creates the role in Medusa's Roles screen, picking only the history's read permission", async () => {
    const { page } = admin
    await page.goto("/app/settings")
    await page.getByRole("link", { name: "Roles", exact: true }).click()
    await page.getByRole("heading", { name: "Roles", level: 1 }).waitFor()
    await page.getByRole("link", { name: "Create" }).click()

    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Name").fill(roleName)
    await dialog
      .getByLabel("Description")
      .fill("Sees the product history; rolls nothing back.")
    await dialog.getByRole("button", { name: "Continue" }).click()
    await dialog.getByPlaceholder("Search").fill("plugin_product_history")
    const readRow = dialog.getByRole("row").filter({
      has: page.getByRole("cell", {
        name: "plugin_product_history:read",
        exact: true,
      }),
    })
    await readRow.getByText("See, filter and export").waitFor()
    await readRow.getByRole("checkbox").click()
    await screenshot(page, "90-rbac-role-permissions")
    await dialog.getByRole("button", { name: "Create" }).click()

    await page.waitForURL(/\/app\/settings\/roles\/role_\w+$/)
    roleId = page.url().split("/").pop()!
    await page.getByRole("heading", { name: roleName }).waitFor()
    await seeText(page, "plugin_product_history:read")
    // What the shop stored: this one permission, nothing else.
    const { role } = await api.get(
      `/admin/rbac/roles/${roleId}?fields=id,*policies`
    )
    expect(
      (role.policies as { key: string }[]).map((policy) => policy.key)
    ).toEqual(["plugin_product_history:read"])
  })

  it("gives the role to the user on the role's page", async () => {
    const { page } = admin
    await page.getByRole("button", { name: "Add" }).click()
    const dialog = page.getByRole("dialog")
    await dialog
      .getByRole("row")
      .filter({ hasText: clerk.email })
      .getByRole("checkbox")
      .click()
    await dialog.getByRole("button", { name: "Save" }).click()
    await seeText(page, "User was successfully added to the role.")
    await dialog.waitFor({ state: "hidden" })
    await page.getByRole("cell", { name: clerk.email }).waitFor()
    await screenshot(page, "91-rbac-role-users")
  })

  it("the user, logged in afterwards, sees the product history and its entries", async () => {
    viewer = await launch()
    const { page } = viewer
    await login(page, clerk)
    await page.getByRole("link", { name: "Product history" }).first().click()
    await page
      .getByRole("heading", { name: "Product history", level: 1 })
      .waitFor()
    await page.getByPlaceholder("Search product number or name").fill(marker)
    // The product's entries: since its creation, and the change of its title to the marker.
    await titleChange(page, product.title).waitFor()
    expect(await bodyRows(page).count()).toBeGreaterThan(1)
    await screenshot(page, "92-rbac-viewer-history")
  })

  it("the user is not offered a rollback: the button is disabled, the missing permissions beside it, and the server refuses one", async () => {
    const { page } = viewer
    await page.goto(historyUrl({ q: marker }))
    const opener = titleChange(page, product.title).locator(
      "button[data-open-target]"
    )
    const entryId = (await opener.getAttribute("data-open-target"))!
    await opener.click()
    const drawer = page.getByRole("dialog", { name: "Change of Title" })
    await drawer
      .getByText(
        "Roll back is not available: your roles do not allow it; it needs the permissions plugin_product_history:update, product:update. An administrator can give you a role with them in Settings → Roles."
      )
      .waitFor()
    expect(
      await drawer.getByRole("button", { name: "Roll back" }).isDisabled()
    ).toBe(true)
    await screenshot(page, "93-rbac-viewer-rollback-not-offered")
    // The page only stops offering it: the server, asked anyway, refuses.
    const asViewer = await adminApi(clerk)
    await expect(
      asViewer.post(`/admin/product-history/${entryId}/rollback`, {})
    ).rejects.toThrow(/403.*plugin_product_history:update/)
    const { product: stored } = await api.get(
      `/admin/products/${product.id}?fields=title`
    )
    expect(stored.title).toBe(product.title)
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
  })

  it("the user cannot reach the B2B import: the page says which permission is missing", async () => {
    const { page } = viewer
    await page.goto(historyUrl())
    // The entry stays in the navigation: the page says why it shows nothing.
    await page.getByRole("link", { name: "B2B import" }).first().click()
    await page.getByRole("heading", { name: "B2B import", level: 1 }).waitFor()
    await seeText(page, "Order files could not be loaded.")
    await seeText(
      page,
      "Your roles do not allow this; it needs the permissions plugin_b2b_inbound_record:read."
    )
    expect(
      await page.locator("[data-plugin-root] table tbody tr").count()
    ).toBe(0)
    await screenshot(page, "94-rbac-viewer-import-refused")
  })

  it("the plugin's API users page says roles are Medusa's and links to Settings → Roles", async () => {
    const { page } = admin
    await page.goto("/app/settings/plugin-users")
    await seeText(page, "Roles of admin users are managed in Medusa")
    await screenshot(page, "95-rbac-api-users-notice")
    await page.getByRole("link", { name: "Open Settings → Roles" }).click()
    await page.waitForURL(/\/app\/settings\/roles$/)
    await page.getByRole("heading", { name: "Roles", level: 1 }).waitFor()
    await page.getByRole("row").filter({ hasText: roleName }).waitFor()
  })
})
