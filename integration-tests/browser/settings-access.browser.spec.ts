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
import { expectFocusOn, listedRows, tabStopsPerRow } from "./settings-helpers"

describe("admin: API roles, integrations and users in the settings", () => {
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

  it("creates a role with the privileges picker in a focus modal, in words", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-roles")
    await page.getByRole("heading", { name: "API roles" }).waitFor()
    await page.getByRole("button", { name: "Create role" }).click()
    const modal = page.getByRole("dialog", { name: "Create role" })
    await modal.waitFor()
    // Checked before sending, said at the field.
    await modal.getByRole("button", { name: "Create", exact: true }).click()
    await modal.getByText("Enter a name.").waitFor()
    await modal.getByLabel("Name", { exact: true }).fill(roleName)
    await modal
      .getByRole("button", { name: "Add B2B order import: editor" })
      .click()
    await modal
      .getByRole("button", { name: "Remove B2B order import: editor" })
      .waitFor()
    // Privileges by name, never as resource:action.
    await modal.getByLabel(/^Create: B2B order files\./).waitFor()
    expect(await modal.getByText("plugin_b2b_inbound_record").count()).toBe(0)
    await screenshot(page, "settings-role-privileges")
    await modal.getByRole("button", { name: "Create", exact: true }).click()
    await modal.waitFor({ state: "hidden" })
    await seeText(page, `Role “${roleName}” created.`)
    await expectFocusOn(page, "Create role")
    const row = page.getByRole("row").filter({ hasText: roleName })
    await row.getByText(/^\d+ privileges$/).waitFor()
    await noToasts(page)
  })

  it("says at the field, in words, that a role name is taken", async () => {
    const { page } = s
    await page.getByRole("button", { name: "Create role" }).click()
    const modal = page.getByRole("dialog", { name: "Create role" })
    await modal.getByLabel("Name", { exact: true }).fill(roleName)
    await modal.getByRole("button", { name: "Create", exact: true }).click()
    await modal
      .getByText("This value of “Name” is already taken. Choose another one.")
      .waitFor()
    expect(await modal.getByText(/already exists/).count()).toBe(0)
    await modal.getByRole("button", { name: "Cancel" }).click()
    await modal.waitFor({ state: "hidden" })
  })

  it("creates an integration with that role; no toast covers the secret; the list never shows it", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-integrations")
    await page.getByRole("heading", { name: "API integrations" }).waitFor()
    await page.getByRole("button", { name: "Create integration" }).click()
    const modal = page.getByRole("dialog", { name: "Create integration" })
    await modal.getByLabel("Label", { exact: true }).fill(label)
    await modal.getByLabel(roleName).check()
    await modal.getByRole("button", { name: "Create", exact: true }).click()

    const created = page.getByRole("alertdialog", {
      name: "Integration created",
    })
    await created.getByText("Store the secret now").waitFor()
    const secret = await created.getByTestId("integration-secret").inputValue()
    expect(await toasts(page).count()).toBe(0)
    await created.getByLabel("I have stored the secret").check()
    await created.getByRole("button", { name: "Done" }).click()
    await created.waitFor({ state: "hidden" })
    const row = page.getByRole("row").filter({ hasText: label })
    await row.getByText(roleName).waitFor()
    expect(await page.content()).not.toContain(secret)
  })

  it("shows who is an administrator; a row's menu makes an invited user one, restricts them and gives them a role; one's own row has no menu", async () => {
    const { page } = s
    const clerk = await invitedUser(
      await adminApi(),
      `clerk-${stamp}@example.com`
    )
    await page.goto("/app/settings/plugin-users")
    await page.getByRole("heading", { name: "API users" }).waitFor()
    await listedRows(page)
    const me = page.getByRole("row").filter({ hasText: "admin@example.com" })
    await me.getByText("Administrator", { exact: true }).waitFor()
    await me.getByText("(you)").waitFor()
    expect(await me.getByRole("button").count()).toBe(0)
    expect((await tabStopsPerRow(page)).every((n) => n <= 1)).toBe(true)

    const row = page.getByRole("row").filter({ hasText: clerk.email })
    const menu = row.getByRole("button", { name: "Actions for Invited Clerk" })
    await row.getByText("No access").waitFor()
    await menu.click()
    await page.getByRole("menuitem", { name: "Make administrator" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Make administrator" })
      .click()
    await row.getByText("Administrator", { exact: true }).waitFor()
    await seeText(page, "Invited Clerk is now an administrator.")
    await expectFocusOn(page, "Actions for Invited Clerk")
    await screenshot(page, "settings-users")

    await menu.click()
    await page.getByRole("menuitem", { name: "Restrict to roles" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Restrict" })
      .click()
    await row.getByText("No access").waitFor()

    await menu.click()
    await page.getByRole("menuitem", { name: "Edit roles" }).click()
    const drawer = page.getByRole("dialog", { name: "Roles of Invited Clerk" })
    await drawer.getByLabel(roleName).check()
    await drawer.getByRole("button", { name: "Save" }).click()
    await drawer.waitFor({ state: "hidden" })
    await row.getByText(roleName).waitFor()
    await expectFocusOn(page, "Actions for Invited Clerk")

    // Filtered by standing through the URL: the clerk holds roles only.
    await page.goto(`/app/settings/plugin-users?access=roles&q=${stamp}`)
    expect((await listedRows(page)).join(" ")).toContain(clerk.email)
  })
})
