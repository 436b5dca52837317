import {
  BASE_URL,
  close,
  expectAccessibleAtWidths,
  launch,
  login,
  screenshot,
  type Session,
} from "./helpers"
import { expectFocusOn } from "./settings-helpers"

/**
 * The one-time secret of an integration: neither Esc nor a click beside the
 * dialog loses it, Copy puts it on the clipboard, and only "I have stored the
 * secret" and Done close it; the secret is then gone from the page. The same
 * for a new secret of an existing integration.
 */
describe("admin: the one-time integration secret", () => {
  let s: Session
  const label = `Secret test ${Date.now().toString(36)}`

  beforeAll(async () => {
    s = await launch()
    await s.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: BASE_URL,
    })
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  /** Esc, a click beside it and the lack of a close button leave the secret on screen; Copy copies it; Done closes it. */
  async function keepCopyAndStore(title: string, returnTo: string) {
    const { page } = s
    const dialog = page.getByRole("alertdialog", { name: title })
    await dialog.waitFor()
    // The focus starts on the first credential, ready to copy, not on the page's body.
    await page.waitForFunction(
      () => document.activeElement?.id === "integration-access-key",
      undefined,
      { timeout: 5_000 }
    )
    const secret = await dialog.getByTestId("integration-secret").inputValue()
    expect(secret.length).toBeGreaterThan(20)

    await page.keyboard.press("Escape")
    await page.mouse.click(5, 5)
    await page.waitForTimeout(400)
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.getByTestId("integration-secret").inputValue()).toBe(
      secret
    )
    expect(await dialog.getByRole("button", { name: /close/i }).count()).toBe(0)

    await dialog.getByRole("button", { name: "Copy secret" }).click()
    await dialog.getByText("Secret copied to the clipboard.").waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      secret
    )

    const done = dialog.getByRole("button", { name: "Done" })
    expect(await done.isDisabled()).toBe(true)
    await dialog.getByLabel("I have stored the secret").check()
    await done.click()
    await dialog.waitFor({ state: "hidden" })
    expect(await page.content()).not.toContain(secret)
    await expectFocusOn(page, returnTo)
    return secret
  }

  it("creates an integration in a focus modal and shows its secret until it is stored", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-integrations")
    await page.getByRole("button", { name: "Create integration" }).click()
    const modal = page.getByRole("dialog", { name: "Create integration" })
    await modal.waitFor()
    expect(page.url()).toContain("open=new")
    await expectAccessibleAtWidths(page)

    // The label is checked before anything is sent.
    await modal.getByRole("button", { name: "Create", exact: true }).click()
    await modal.getByText("Enter a label.").waitFor()
    await modal.getByLabel("Label", { exact: true }).fill(label)
    await modal.getByRole("button", { name: "Create", exact: true }).click()

    const dialog = page.getByRole("alertdialog", {
      name: "Integration created",
    })
    await dialog.waitFor()
    await page.waitForTimeout(300)
    await expectAccessibleAtWidths(page)
    await screenshot(page, "settings-integration-secret")
    await page.waitForURL((url) => !url.searchParams.has("open"))
    await keepCopyAndStore("Integration created", "Create integration")
    await page.getByRole("row").filter({ hasText: label }).waitFor()
  })

  it("issues a new secret from the row's menu, with the same safety, and focus back on the menu", async () => {
    const { page } = s
    const menu = page.getByRole("button", { name: `Actions for ${label}` })
    await menu.click()
    await page.getByRole("menuitem", { name: "New secret" }).click()
    const prompt = page.getByRole("alertdialog", {
      name: "Issue a new secret?",
    })
    await prompt.getByRole("button", { name: "Issue new secret" }).click()
    await keepCopyAndStore("New secret", `Actions for ${label}`)
  })
})
