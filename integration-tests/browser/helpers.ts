import fs from "fs"
import path from "path"
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
  type Request,
} from "playwright-core"

/** Set by scripts/test-browser.mjs: the running app. */
export const BASE_URL = process.env.BASE_URL ?? "http://localhost:9000"
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const ADMIN = { email: "admin@example.com", password: "supersecret" }

const ROOT = path.resolve(__dirname, "..", "..")
export const SCREENSHOTS = path.join(ROOT, "test-artifacts", "screenshots")
export const DOWNLOADS = path.join(ROOT, "test-artifacts", "downloads")

/** Generous waits: the first admin page load (large bundle, cold server) can take long. */
export const SLOW = 60_000

export type Session = { browser: Browser; context: BrowserContext; page: Page }

/** Debian's Chromium, headless, 1440×900, downloads accepted; `locale` "de-DE" shows the admin in German (its `lng`). */
export async function launch({
  locale = "en-US",
}: { locale?: string } = {}): Promise<Session> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Root in a container: Chromium's sandbox needs user namespaces it may not get.
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  })
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    locale,
    timezoneId: "UTC",
  })
  // The dashboard picks its language from the `lng` cookie or localStorage, not the browser's.
  const language = locale.split("-")[0]
  if (language !== "en")
    await context.addInitScript(
      (lng) => window.localStorage.setItem("lng", lng),
      language
    )
  // Debugging aid: a script to run in every page before the app's own (BROWSER_INIT_SCRIPT=path).
  if (process.env.BROWSER_INIT_SCRIPT)
    await context.addInitScript({ path: process.env.BROWSER_INIT_SCRIPT })
  context.setDefaultTimeout(SLOW)
  context.setDefaultNavigationTimeout(SLOW * 2)
  const page = await context.newPage()
  return { browser, context, page }
}

export async function close(session?: Session) {
  await session?.browser.close().catch(() => undefined)
}

/** Logs in through the /app/login form and waits until the dashboard shows. */
export async function login(page: Page, { email, password } = ADMIN) {
  await page.goto("/app/login")
  await page.getByPlaceholder("Email").fill(email)
  await page.getByPlaceholder("Password").fill(password)
  await page.getByRole("button", { name: "Continue with Email" }).click()
  await page.waitForURL((url) => !url.pathname.startsWith("/app/login"), {
    timeout: SLOW * 2,
  })
  // The shell's main navigation is there once the session works.
  await page
    .getByRole("link", { name: "Orders" })
    .first()
    .waitFor({ timeout: SLOW * 2 })
}

/** Full-page screenshot to test-artifacts/screenshots/<name>.png; returns the path. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  const file = path.join(SCREENSHOTS, `${name}.png`)
  // Let open/close animations (drawers, prompts, toasts sliding in) finish, so the picture shows the screen as a person sees it.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== "running" ||
              a.effect?.getTiming().iterations === Infinity
          ),
      null,
      { timeout: 5_000 }
    )
    .catch(() => undefined)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/** The toasts on the screen (sonner's, as the dashboard's Toaster renders them). */
export const toasts = (page: Page) => page.locator("[data-sonner-toast]")

/** Waits until no toast is on the screen any more (they time out after a few seconds). */
export async function noToasts(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    () => document.querySelectorAll("[data-sonner-toast]").length === 0,
    null,
    { timeout }
  )
}

/** Counts the requests a page makes that match `predicate` (for the debounce test). */
export function countRequests(
  page: Page,
  predicate: (request: Request) => boolean
) {
  const seen: Request[] = []
  const listener = (request: Request) => {
    if (predicate(request)) seen.push(request)
  }
  page.on("request", listener)
  return {
    get count() {
      return seen.length
    },
    urls: () => seen.map((r) => r.url()),
    reset: () => void seen.splice(0),
    stop: () => page.off("request", listener),
  }
}

/** Runs `trigger` (a click) and returns the download it starts, saved under test-artifacts/downloads. */
export async function download(page: Page, trigger: () => Promise<unknown>) {
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: SLOW * 2 }),
    trigger(),
  ])
  fs.mkdirSync(DOWNLOADS, { recursive: true })
  const target = path.join(DOWNLOADS, (file as Download).suggestedFilename())
  await (file as Download).saveAs(target)
  return {
    name: (file as Download).suggestedFilename(),
    path: target,
    content: () => fs.readFileSync(target),
  }
}

/** An admin API client with a bearer token (for preparing data before the pages are visited). */
export async function adminApi({ email, password } = ADMIN) {
  const res = await fetch(`${BASE_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok)
    throw new Error(`Admin login failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  const call = async <T = any>(
    method: string,
    route: string,
    body?: unknown
  ): Promise<T> => {
    const isForm = typeof FormData !== "undefined" && body instanceof FormData
    const response = await fetch(`${BASE_URL}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && !isForm
          ? { "content-type": "application/json" }
          : {}),
      },
      body:
        body === undefined
          ? undefined
          : isForm
            ? (body as FormData)
            : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok)
      throw new Error(`${method} ${route}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : undefined) as T
  }
  return {
    token,
    get: <T = any>(route: string) => call<T>("GET", route),
    post: <T = any>(route: string, body?: unknown) =>
      call<T>("POST", route, body),
    delete: <T = any>(route: string) => call<T>("DELETE", route),
  }
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>

/** A further admin user, made the way a shop owner does: an invite, accepted with a password. */
export async function invitedUser(
  api: AdminApi,
  email: string,
  password = "invited-password"
) {
  const { invite } = await api.post<{ invite: { token: string } }>(
    "/admin/invites",
    { email }
  )
  const registered = await fetch(`${BASE_URL}/auth/user/emailpass/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await registered.json()) as { token: string }
  const accepted = await fetch(
    `${BASE_URL}/admin/invites/accept?token=${encodeURIComponent(invite.token)}`,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ first_name: "Invited", last_name: "Clerk" }),
    }
  )
  if (!accepted.ok)
    throw new Error(
      `Accepting the invite failed: ${accepted.status} ${await accepted.text()}`
    )
  return { email, password }
}

type DemoProduct = {
  id: string
  title: string
  handle: string
  variants: {
    id: string
    sku: string
    prices: { amount: number; currency_code: string }[]
  }[]
}

/** The demo products (seeded by dev/seed-demo.ts) in a stable order (by handle), with variants and prices. */
export async function demoProducts(api: AdminApi): Promise<DemoProduct[]> {
  const { products } = await api.get(
    `/admin/products?limit=50&fields=id,title,handle,*variants,*variants.prices`
  )
  return (products as DemoProduct[]).sort((x, y) =>
    x.handle.localeCompare(y.handle)
  )
}

/** Waits until an element with this text is visible and returns its locator. */
export async function seeText(
  page: Page,
  text: string | RegExp,
  timeout = SLOW
) {
  const locator = page.getByText(text).first()
  await locator.waitFor({ state: "visible", timeout })
  return locator
}

/**
 * axe-core's WCAG 2.1 A/AA violations in the plugin's own markup: every element
 * marked `data-plugin-root` (page sections, widgets, drawers, dialogs), not the
 * dashboard shell around it. Each violation as "rule: target (help)".
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const axe = (await import("axe-core")).default
  const loaded = await page.evaluate(() => "axe" in window)
  if (!loaded) await page.addScriptTag({ content: axe.source })
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: unknown
        ) => Promise<{
          violations: {
            id: string
            help: string
            nodes: { target: unknown[] }[]
          }[]
        }>
      }
    }
    if (!document.querySelector("[data-plugin-root]"))
      return ["no element marked data-plugin-root on this page"]
    const result = await w.axe.run(
      { include: [["[data-plugin-root]"]] },
      {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"],
        },
      }
    )
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} (${v.help})`)
    )
  })
  return violations
}

/** Runs axe at the page's current size and at 1024 px wide, then restores the size. */
export async function expectAccessibleAtWidths(page: Page) {
  const size = page.viewportSize() ?? { width: 1440, height: 900 }
  const found: Record<string, string[]> = {}
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: size.height })
    // Let layout and any open/close animation settle before checking contrast and overlap.
    await page.waitForTimeout(300)
    found[width] = await axeViolations(page)
  }
  await page.setViewportSize(size)
  expect(found).toEqual({ 1440: [], 1024: [] })
}

/** Whether an element's box is fully inside its scroll container's or the viewport's width (nothing cut off unscrollably). */
export async function overflowsPage(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth + 1
  )
}

/**
 * Switches the admin's language for the rest of the session and reloads the
 * page. The dashboard reads the language from the cookie `lng`, then
 * localStorage `lng` (not from the browser's language), and keeps the one it
 * found in both; log in first, the login form's words are English here.
 */
export async function switchLanguage(page: Page, language: string) {
  await page
    .context()
    .addCookies([{ name: "lng", value: language, url: BASE_URL }])
  await page.evaluate(
    (lng) => window.localStorage.setItem("lng", lng),
    language
  )
  await page.reload()
}
