import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { MedusaContainer } from "@medusajs/framework/types"
import {
  createAclRoleWorkflow,
  createIntegrationWorkflow,
} from "../../src/workflows/api-access"

type Api = {
  post: (url: string, body?: unknown, config?: unknown) => Promise<any>
}

/** Calls an axios-like test client and returns the response also for 4xx/5xx. */
export async function settle<T = any>(promise: Promise<T>): Promise<any> {
  return promise.catch((e: any) => {
    if (!e.response) throw e
    return e.response
  })
}

/** A password-grant token of a Medusa admin user. */
export async function passwordToken(
  api: Api,
  username: string,
  password: string
) {
  const { data } = await api.post("/api/oauth/token", {
    grant_type: "password",
    client_id: "administration",
    scope: "write",
    username,
    password,
  })
  return data as {
    access_token: string
    refresh_token: string
    expires_in: number
  }
}

/** An integration with the given privileges (through a role), or an admin one. */
export async function createIntegration(
  container: MedusaContainer,
  opts: { admin?: boolean; privileges?: string[]; label?: string } = {}
) {
  let roleIds: string[] | undefined
  if (opts.privileges) {
    const { result } = await createAclRoleWorkflow(container).run({
      input: {
        name: `role-${Math.random().toString(36).slice(2)}`,
        privileges: opts.privileges,
        caller: CONSOLE_CALLER,
      },
    })
    roleIds = [result.id]
  }
  const { result } = await createIntegrationWorkflow(container).run({
    input: {
      label: opts.label ?? "Test integration",
      admin: opts.admin ?? false,
      roleIds,
      caller: CONSOLE_CALLER,
    },
  })
  return {
    id: result.integration.id,
    accessKey: result.integration.access_key,
    secret: result.secret,
  }
}

/** A client-credentials token of an integration. */
export async function clientToken(
  api: Api,
  integration: { accessKey: string; secret: string }
) {
  const { data } = await api.post("/api/oauth/token", {
    grant_type: "client_credentials",
    client_id: integration.accessKey,
    client_secret: integration.secret,
  })
  return data.access_token as string
}

export const bearer = (token: string) => ({
  headers: { authorization: `Bearer ${token}` },
})
