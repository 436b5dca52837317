import { close, launch, login, type Session } from "./helpers"

/**
 * A keyboard user adds a filter: after choosing it in the filter menu, focus
 * is in its value picker, not back on the menu's button (where Medusa's menu
 * puts it as it closes).
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
    await page.waitForFunction(() =>
      Boolean(document.activeElement?.closest('[role="dialog"]'))
    )
    // Its values take the keyboard from here (Medusa's picker: arrows and Enter).
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[role="dialog"]')
          ? document.activeElement.tagName
          : "outside"
      )
    ).not.toBe("outside")
  })
})
