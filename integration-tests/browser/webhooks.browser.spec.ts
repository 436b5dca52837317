import http from "node:http"
import type { AddressInfo } from "node:net"
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
 * The Webhooks settings page: creating a webhook (an address the shop
 * refuses is said at the URL field), its signing secret shown once with
 * focus on it, and its delivery log. The browser tests have no DNS, so the
 * shop runs with PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true
 * (scripts/test-browser.mjs) and the webhook points at a receiver here.
 */
describe("admin: webhooks", () => {
  let s: Session
  let receiver: http.Server
  let receiverUrl: string
  const name = `ERP hook ${Date.now().toString(36)}`

  beforeAll(async () => {
    receiver = http.createServer((_req, res) => res.end("ok"))
    await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done))
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
    s = await launch()
    await s.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: BASE_URL,
    })
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
    await new Promise((done) => receiver.close(done))
  })

  it("creates a webhook; an address the shop refuses is said at the URL field", async () => {
    const { page } = s
    await page.goto("/app/settings/plugin-webhooks")
    await page.getByText("No webhooks yet").waitFor()
    await page.getByRole("button", { name: "Create webhook" }).click()
    const modal = page.getByRole("dialog", { name: "Create webhook" })
    await modal.waitFor()
    expect(page.url()).toContain("open=new")

    await modal.getByLabel("Name", { exact: true }).fill(name)
    await modal
      .getByRole("radio", { name: /Order file awaits approval/ })
      .click()
    // The shop itself is refused whatever the shop allows.
    const url = modal.getByLabel("Address (URL)")
    await url.fill(`${BASE_URL}/hooks`)
    await modal.getByRole("button", { name: "Create", exact: true }).click()
    await modal
      .getByText(
        /This address cannot receive webhooks\. .*points at this shop itself/
      )
      .waitFor()
    expect(await url.getAttribute("aria-invalid")).toBe("true")
    await expectAccessibleAtWidths(page)

    await url.fill(receiverUrl)
    await modal.getByRole("button", { name: "Create", exact: true }).click()
    const dialog = page.getByRole("alertdialog", { name: "Webhook created" })
    await dialog.waitFor()
    await screenshot(page, "settings-webhook-secret")
    const field = dialog.getByTestId("webhook-secret")
    const secret = await field.inputValue()
    expect(secret.length).toBeGreaterThan(20)
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(
      true
    )
    // No access key: a webhook has only its secret.
    expect(await dialog.getByText("Access key").count()).toBe(0)

    await dialog.getByRole("button", { name: "Copy secret" }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      secret
    )
    await dialog.getByLabel("I have stored the secret").check()
    await dialog.getByRole("button", { name: "Done" }).click()
    await dialog.waitFor({ state: "hidden" })
    expect(await page.content()).not.toContain(secret)
    await expectFocusOn(page, "Create webhook")

    const row = page.getByRole("row").filter({ hasText: name })
    await row.getByText("Order file awaits approval").waitFor()
    await row.getByText(receiverUrl).waitFor()
    await row.getByText("Active").waitFor()
    await row.getByText("Never").waitFor()
  })

  it("opens the delivery log from the row's menu, in the URL, and renews the secret", async () => {
    const { page } = s
    const menu = page.getByRole("button", { name: `Actions for ${name}` })
    await menu.click()
    await page.getByRole("menuitem", { name: "Delivery log" }).click()
    const drawer = page.getByRole("dialog", { name: "Delivery log" })
    await drawer.waitFor()
    expect(page.url()).toMatch(/[?&]log=/)
    await drawer.getByText(`Deliveries of “${name}”, newest first.`).waitFor()
    await drawer
      .getByText("Nothing was delivered yet.", { exact: false })
      .waitFor()
    await expectAccessibleAtWidths(page)
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
    expect(page.url()).not.toMatch(/[?&]log=/)

    await menu.click()
    await page.getByRole("menuitem", { name: "Renew secret" }).click()
    await page
      .getByRole("alertdialog", { name: "Renew the secret?" })
      .getByRole("button", { name: "Renew secret" })
      .click()
    const dialog = page.getByRole("alertdialog", { name: "New signing secret" })
    await dialog.waitFor()
    expect(
      (await dialog.getByTestId("webhook-secret").inputValue()).length
    ).toBeGreaterThan(20)
    await dialog.getByLabel("I have stored the secret").check()
    await dialog.getByRole("button", { name: "Done" }).click()
    await expectFocusOn(page, `Actions for ${name}`)
  })
})
