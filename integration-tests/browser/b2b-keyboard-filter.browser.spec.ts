import { close, launch, login, type Session } from "./helpers"

/**
 * A keyboard user adds a filter: after choosing it in the filter menu, focus
 * is in its value picker, not back on the menu's button (where Medusa's menu
 * puts it as it closes); closing the picker gives focus back to the list's
 * filter controls instead of dropping it on <body>.
 */
describe("admin: a list filter set with the keyboard only", () => {
  let s: Session
  beforeAll(async () => {
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("moves focus into the new filter's value picker", async () => {
    const { page } = s
    await page.goto("/app/b2b-import")
    const addFilter = page.getByRole("button", { name: "Add filter" })
    await addFilter.focus()
    await page.keyboard.press("Enter")
    await page.getByRole("menuitem", { name: "Status" }).waitFor()
    await page.keyboard.press("ArrowDown")
    // The first item may already be active; walk to "Status" by its name.
    await page.getByRole("menuitem", { name: "Status" }).focus()
    await page.keyboard.press("Enter")
    // Where focus settles, once the menu has closed (it hands focus back as it goes).
    await page.waitForTimeout(400)
    // Its values take the keyboard from here (Medusa's picker: arrows and Enter).
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[role="dialog"]')
          ? document.activeElement.tagName
          : "outside"
      )
    ).not.toBe("outside")
  })

  it("gives focus back to a chip when its value picker closes with Esc", async () => {
    const { page } = s
    await page.goto('/app/b2b-import?status=["failed"]')
    const chip = page.locator('section[aria-label] [aria-haspopup="dialog"]')
    await chip.first().focus()
    await page.keyboard.press("Enter")
    await page.locator('[role="dialog"][data-state="open"]').waitFor()
    await page.keyboard.press("Escape")
    await page.locator('[role="dialog"][data-state="open"]').waitFor({
      state: "detached",
    })
    await page.waitForTimeout(300)
    expect(
      await page.evaluate(() =>
        document.activeElement === document.body
          ? "body"
          : document.activeElement?.closest("section[aria-label]")
            ? "list"
            : "elsewhere"
      )
    ).toBe("list")
  })
})
