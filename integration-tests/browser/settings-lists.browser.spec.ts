import {
  adminApi,
  close,
  expectAccessibleAtWidths,
  launch,
  login,
  overflowsPage,
  screenshot,
  type AdminApi,
  type Session,
} from "./helpers"
import {
  expectFocusOn,
  expectRows,
  failRequests,
  listedRows,
  tabStopsPerRow,
} from "./settings-helpers"

/**
 * The settings lists from the keyboard and the address bar: search, filters
 * and sorting live in the URL (reload and Back keep them, Back closes a
 * drawer), each row is one tab stop whose menu opens drawers and prompts
 * that give focus back, a failed load offers Retry, and the integrations
 * table keeps its key columns at 1024 px.
 */
describe("admin: the settings lists", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now().toString(36)
  const names = ["Alpha", "Bravo", "Charlie"].map((n) => `${n} ${stamp}`)

  beforeAll(async () => {
    api = await adminApi()
    const { acl_role } = await api.post("/admin/plugin-acl-roles", {
      name: `Lists ${stamp}`,
      privileges: ["order:read"],
    })
    await api.post("/admin/plugin-integrations", {
      label: names[0],
      role_ids: [acl_role.id],
    })
    await api.post("/admin/plugin-integrations", {
      label: names[1],
      admin: true,
    })
    await api.post("/admin/plugin-integrations", {
      label: names[2],
      role_ids: [acl_role.id],
    })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("keeps search, filter and sorting in the URL through reload and Back, and Back closes the drawer", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-integrations")
    await page.getByRole("heading", { name: "API integrations" }).waitFor()
    await page.getByPlaceholder("Search label or access key").fill(stamp)
    await page.waitForURL((url) => url.searchParams.get("q") === stamp)
    await expectRows(page, [...names].reverse())

    // Sorting by a column header: label A to Z.
    await page.getByRole("button", { name: "Label", exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get("sort") === "label")
    await expectRows(page, names)

    // A filter from a link: only the integrations restricted to roles.
    const url = new URL(page.url())
    url.searchParams.set("access", "restricted")
    await page.goto(url.toString())
    await expectRows(page, [names[0], names[2]])
    await page.reload()
    await expectRows(page, [names[0], names[2]])
    expect(
      await page.getByPlaceholder("Search label or access key").inputValue()
    ).toBe(stamp)

    // A row opens its drawer in the URL; Back closes it and keeps the list.
    await page.getByRole("row").filter({ hasText: names[2] }).click()
    const drawer = page.getByRole("dialog", { name: "Edit integration" })
    await drawer.waitFor()
    expect(new URL(page.url()).searchParams.get("open")).toBeTruthy()
    await page.goBack()
    await drawer.waitFor({ state: "hidden" })
    const back = new URL(page.url()).searchParams
    expect([back.get("q"), back.get("access"), back.get("sort")]).toEqual([
      stamp,
      "restricted",
      "label",
    ])
    expect(back.has("open")).toBe(false)
    await expectRows(page, [names[0], names[2]])
  })

  it("reaches each row with one tab stop; its menu opens the drawer and a prompt, and focus comes back to it", async () => {
    const { page } = s
    await page.goto(`/app/settings/plugin-integrations?q=${stamp}&sort=label`)
    await expectRows(page, names)
    expect(await tabStopsPerRow(page)).toEqual([1, 1, 1])

    const first = page.getByRole("button", { name: `Actions for ${names[0]}` })
    await first.focus()
    await page.keyboard.press("Tab")
    await expectFocusOn(page, `Actions for ${names[1]}`)

    // Keyboard: menu, Edit, the drawer (described), Esc, focus back on the menu button.
    await page.keyboard.press("Enter")
    await page.getByRole("menuitem", { name: "Edit" }).waitFor()
    await page.keyboard.press("Enter")
    const drawer = page.getByRole("dialog", { name: "Edit integration" })
    await drawer.waitFor()
    expect(await drawer.getAttribute("aria-describedby")).toBeTruthy()
    await drawer
      .getByText(`Label, administrator flag and roles of “${names[1]}”`)
      .waitFor()
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
    await expectFocusOn(page, `Actions for ${names[1]}`)

    // A prompt, cancelled with Esc: focus back on the menu button.
    await page.keyboard.press("Enter")
    await page.getByRole("menuitem", { name: "Delete" }).waitFor()
    await page.getByRole("menuitem", { name: "Delete" }).press("Enter")
    const prompt = page.getByRole("alertdialog", {
      name: "Delete integration?",
    })
    await prompt.waitFor()
    await page.keyboard.press("Escape")
    await prompt.waitFor({ state: "hidden" })
    await expectFocusOn(page, `Actions for ${names[1]}`)

    // Saving in the drawer: focus back on the menu button too.
    await page.getByRole("row").filter({ hasText: names[2] }).click()
    const edit = page.getByRole("dialog", { name: "Edit integration" })
    await edit.getByLabel("Label", { exact: true }).fill("")
    await edit.getByRole("button", { name: "Save" }).click()
    await edit.getByText("Enter a label.").waitFor()
    await edit.getByLabel("Label", { exact: true }).fill(names[2])
    await edit.getByRole("button", { name: "Save" }).click()
    await edit.waitFor({ state: "hidden" })
    await expectFocusOn(page, `Actions for ${names[2]}`)
  })

  it("has no axe violations at 1440 and 1024 px on each settings page and its drawers and modals", async () => {
    const { page } = s
    await page.goto(`/app/settings/plugin-integrations?q=${stamp}`)
    await listedRows(page)
    await expectAccessibleAtWidths(page)
    await page.getByRole("row").filter({ hasText: names[0] }).click()
    await page.getByRole("dialog", { name: "Edit integration" }).waitFor()
    await expectAccessibleAtWidths(page)

    await page.goto(`/app/settings/plugin-roles?q=${stamp}`)
    await listedRows(page)
    await expectAccessibleAtWidths(page)
    await page.getByRole("button", { name: "Create role" }).click()
    await page.getByRole("dialog", { name: "Create role" }).waitFor()
    await expectAccessibleAtWidths(page)
    await page.keyboard.press("Escape")
    await expectFocusOn(page, "Create role")
    await page
      .getByRole("row")
      .filter({ hasText: `Lists ${stamp}` })
      .click()
    await page.getByRole("dialog", { name: "Edit role" }).waitFor()
    await expectAccessibleAtWidths(page)

    await page.goto("/app/settings/plugin-users")
    await listedRows(page)
    await expectAccessibleAtWidths(page)

    await page.goto("/app/settings/plugin-b2b-history")
    await page.getByText("Access token lifetime").waitFor()
    await expectAccessibleAtWidths(page)
  })

  it("fits the integrations table at 1024 px: key columns visible, no page-wide scrolling", async () => {
    const { page } = s
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto(`/app/settings/plugin-integrations?q=${stamp}`)
    await listedRows(page)
    expect(await overflowsPage(page)).toBe(false)
    for (const column of ["Label", "Access key", "Access"]) {
      const header = page.getByRole("columnheader", {
        name: column,
        exact: true,
      })
      expect(await header.isVisible()).toBe(true)
      const box = await header.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(1024)
    }
    await screenshot(page, "settings-integrations-1024")
    await page.setViewportSize({ width: 1440, height: 900 })
    await screenshot(page, "settings-integrations")
  })

  it("says when a list or the options cannot be loaded, and Retry loads them", async () => {
    const { page } = s
    const failing = await failRequests(page, /\/admin\/plugin-integrations\?/)
    await page.goto(`/app/settings/plugin-integrations?q=${stamp}`)
    const error = page
      .getByRole("alert")
      .filter({ hasText: "could not be loaded" })
    await error.waitFor()
    expect(failing.failed).toBeGreaterThan(0)
    failing.stop()
    await error.getByRole("button", { name: "Retry" }).click()
    expect((await listedRows(page)).length).toBe(3)
    await page.unrouteAll()

    const options = await failRequests(page, /\/admin\/plugin-settings/)
    await page.goto("/app/settings/plugin-b2b-history")
    await page.getByText("The plugin options could not be loaded.").waitFor()
    options.stop()
    await page.getByRole("button", { name: "Retry" }).click()
    await page.getByText("Access token lifetime").waitFor()
    await page.unrouteAll()
  })

  it("says an integration named in the address no longer exists, without an empty name", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-integrations?open=int_gone")
    const drawer = page.getByRole("dialog")
    await drawer
      .getByText("This integration does not exist (any more).")
      .first()
      .waitFor()
    expect(await drawer.innerText()).not.toContain("“”")
  })
})
