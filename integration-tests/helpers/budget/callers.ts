import type { MedusaContainer } from "@medusajs/framework/types"
import { CONSOLE_CALLER } from "../../../src/modules/api-access/access-rules"
import { setUserAccessWorkflow } from "../../../src/workflows/api-access"
import { roleWith } from "../access"
import { createAdminUser } from "../admin-user"
import { clientToken, createIntegration } from "../api-client"

type Api = {
  post: (url: string, body?: unknown, config?: unknown) => Promise<any>
  get: (url: string, config?: unknown) => Promise<any>
  request: (config: Record<string, unknown>) => Promise<any>
}
type Headers = Record<string, string>
const TOKEN_MAX_AGE_MS = 4 * 60 * 1000
const key = (privileges: string[]) => [...privileges].sort().join(" ")

/**
 * The least-privileged callers of the resource-budget test, made once per set
 * of privileges: `/api` integrations holding exactly a route's privileges,
 * `/admin` users holding exactly what the route's refusal names.
 */
export class LeastPrivileged {
  private readonly tokens = new Map<
    string,
    {
      headers: Headers
      at: number
      creds: { accessKey: string; secret: string }
    }
  >()
  private readonly users = new Map<string, Headers>()
  private readonly needs = new Map<string, string[]>()
  private count = 0

  constructor(
    private readonly api: Api,
    private readonly container: MedusaContainer
  ) {}

  /** Bearer headers of an integration holding exactly `privileges`. */
  async integration(privileges: string[]): Promise<Headers> {
    const k = key(privileges)
    let known = this.tokens.get(k)
    if (!known) {
      const creds = await createIntegration(this.container, {
        privileges,
        label: `Budget ${k || "nothing"}`,
      })
      known = { creds, headers: {}, at: 0 }
      this.tokens.set(k, known)
    }
    if (Date.now() - known.at > TOKEN_MAX_AGE_MS) {
      known.headers = {
        authorization: `Bearer ${await clientToken(this.api, known.creds)}`,
      }
      known.at = Date.now()
    }
    return known.headers
  }

  /** Session headers of an admin user who is no administrator and holds exactly `privileges` (none: no role). */
  async user(privileges: string[]): Promise<Headers> {
    const k = key(privileges)
    const known = this.users.get(k)
    if (known) return known
    const email = `budget-${++this.count}@test.example`
    const session = await createAdminUser(this.container, this.api, {
      email,
      password: "budget-password",
    })
    if (privileges.length) {
      const id = (await this.api.get("/admin/users/me", session)).data.user
        .id as string
      await setUserAccessWorkflow(this.container).run({
        input: {
          userId: id,
          roleIds: [await roleWith(this.container, privileges)],
          caller: CONSOLE_CALLER,
        },
      })
    }
    this.users.set(k, session.headers)
    return session.headers
  }

  /**
   * What an `/admin` route requires, as its refusal of a user holding nothing
   * names it ("Missing privilege(s): a, b."); none for a route that refuses nobody.
   */
  async adminNeeds(method: string, url: string): Promise<string[]> {
    const k = `${method} ${url}`
    const known = this.needs.get(k)
    if (known) return known
    const res = await this.api.request({
      method,
      url,
      headers: await this.user([]),
      validateStatus: () => true,
    })
    const named =
      res.status === 403
        ? /Missing privilege\(s\): ([^.]+)\./.exec(String(res.data?.message))
        : null
    const needs = named ? named[1].split(/,\s*/) : []
    this.needs.set(k, needs)
    return needs
  }
}
