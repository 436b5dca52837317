import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { credentialFingerprint, verifyNobody } from "./secrets"

/** Fingerprint of the emailpass password hash behind an e-mail; undefined without one. */
export async function passwordFingerprint(
  container: MedusaContainer,
  email: string
) {
  const auth = container.resolve(Modules.AUTH)
  const [identity] = await auth.listProviderIdentities({
    entity_id: email,
    provider: "emailpass",
  })
  const hash = (
    identity?.provider_metadata as { password?: string } | undefined
  )?.password
  return hash ? credentialFingerprint(hash) : undefined
}

/** The same for a Medusa admin user by id; undefined when the user is gone. */
export async function userPasswordFingerprint(
  container: MedusaContainer,
  userId: string
) {
  const [user] = await container
    .resolve(Modules.USER)
    .listUsers({ id: userId }, { select: ["id", "email"] })
  return user ? passwordFingerprint(container, user.email) : undefined
}

/**
 * For a login by e-mail and password: whether an emailpass identity has the
 * e-mail. When none has, the password is checked against nobody's hash
 * first, so that the answer takes as long as for a wrong password.
 */
export async function emailpassIdentityKnown(
  container: MedusaContainer,
  email: string,
  password: unknown
): Promise<boolean> {
  const [identity] = await container
    .resolve(Modules.AUTH)
    .listProviderIdentities(
      { entity_id: email, provider: "emailpass" },
      { select: ["id"] }
    )
  if (identity) return true
  await verifyNobody(typeof password === "string" ? password : "")
  return false
}
