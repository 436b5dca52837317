import { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"

export const ADMIN = { email: "admin@test.example", password: "somepassword" }

type Api = {
  post: (url: string, body: unknown) => Promise<{ data: { token: string } }>
}

/**
 * Registers a Medusa admin user with the emailpass provider and logs in over
 * HTTP; returns request headers carrying the session's JWT.
 */
export async function createAdminUser(
  container: MedusaContainer,
  api: Api,
  user: { email: string; password: string } = ADMIN
) {
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity } = await auth.register("emailpass", { body: user })
  await createUserAccountWorkflow(container).run({
    input: {
      userData: { email: user.email, first_name: "Test", last_name: "Admin" },
      authIdentityId: authIdentity!.id,
    },
  })
  const { data } = await api.post("/auth/user/emailpass", user)
  return { headers: { authorization: `Bearer ${data.token}` } }
}
