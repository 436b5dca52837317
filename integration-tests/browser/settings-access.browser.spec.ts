import {
  adminApi,
  close,
  invitedUser,
  launch,
  login,
  noToasts,
  screenshot,
  seeText,
  toasts,
  type Session,
} from "./helpers"

describe("admin: API roles and API integrations in the settings", () => {
  let s: Session
  const stamp = Date.now().toString(36)
  const roleName = `Importer ${stamp}`
  const label = `ERP ${stamp}`

  beforeAll(async () => {
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("creates a role with the privileges picker", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-roles")
    await page.getByRole("heading", { name: "API roles" }).waitFor()
    await page.getByRole("button", { name: "Create role" }).click()
    const modal = page.getByRole("dialog", { name: "Create role" })
    await modal.waitFor()
    await modal.getByLabel("Name", { exact: true }).fill(roleName)
    await modal
      .getByRole("button", { name: "Add B2B order import: editor" })
      .click()
    await modal
      .getByRole("button", { name: "Remove B2B order import: editor" })
      .waitFor()
    await screenshot(page, "03-settings-role-privileges")
    await modal.getByRole("button", { name: "Create", exact: true }).click()
    await modal.waitFor({ state: "hidden" })
    await seeText(page, `Role “${roleName}” created.`)
    await page.getByRole("row").filter({ hasText: roleName }).waitFor()
    await noToasts(page)
  })

  it("creates an integration with that role and shows its secret once, with no toast over the drawer", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-integrations")
    await page.getByRole("heading", { name: "API integrations" }).waitFor()
    await page.getByRole("button", { name: "Create integration" }).click()
    const drawer = page.getByRole("dialog", { name: "Create integration" })
    await drawer.waitFor()
    await drawer.getByLabel("Label", { exact: true }).fill(label)
    await drawer.getByLabel(roleName).check()
    await drawer.getByRole("button", { name: "Create", exact: true }).click()

    const created = page.getByRole("dialog", { name: "Integration created" })
    await created
      .getByText("Store the secret now; it is not shown again.")
      .waitFor()
    const secret = (
      await created.getByTestId("integration-secret").innerText()
    ).trim()
    expect(secret.length).toBeGreaterThan(20)
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "04-settings-integration-secret")

    await created
      .getByRole("button", { name: "Done, I stored the secret" })
      .click()
    await created.waitFor({ state: "hidden" })
    const row = page.getByRole("row").filter({ hasText: label })
    await row.waitFor()
    await expect(row.getByText(roleName).isVisible()).resolves.toBe(true)
    // The secret is shown once: not in the list.
    await expect(page.getByText(secret).count()).resolves.toBe(0)
  })

  it("shows who is an administrator, makes an invited user one and restricts them again; one's own row cannot be changed", async () => {
    const { page } = s
    const clerk = await invitedUser(
      await adminApi(),
      `clerk-${stamp}@example.com`
    )
    await page.goto("/app/settings/plugin-users")
    await page.getByRole("heading", { name: "API users" }).waitFor()
    const me = page.getByTestId("plugin-user-admin@example.com")
    await me.getByText("Administrator", { exact: true }).waitFor()
    await me.getByText("Another administrator changes your access.").waitFor()
    const row = page.getByTestId(`plugin-user-${clerk.email}`)
    await row.getByText("No access").waitFor()

    await row.getByRole("button", { name: "Make administrator" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Make administrator" })
      .click()
    await row.getByText("Administrator", { exact: true }).waitFor()
    await seeText(page, "Invited Clerk is now an administrator.")
    await screenshot(page, "05-settings-users")

    await row.getByRole("button", { name: "Restrict to roles" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Restrict" })
      .click()
    await row.getByText("No access").waitFor()
  })
})
