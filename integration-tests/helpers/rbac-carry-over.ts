import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { apiAccess } from "../../src/modules/api-access"
import {
  hashSecret,
  newAccessKey,
  newHexId,
  newSecret,
} from "../../src/modules/api-access/secrets"

export const PASSWORD = "carried-password"

/** An admin user who can log in, made without any HTTP request (the first request runs the carry-over). */
export async function registerUser(container: MedusaContainer, email: string) {
  const { authIdentity } = await container
    .resolve(Modules.AUTH)
    .register("emailpass", { body: { email, password: PASSWORD } })
  const { result } = await createUserAccountWorkflow(container).run({
    input: {
      userData: { email, first_name: "Carried", last_name: "User" },
      authIdentityId: authIdentity!.id,
    },
  })
  return result.id as string
}

/**
 * The plugin's own store as a shop has it from before MEDUSA_FF_RBAC: written
 * to the plugin's tables directly, as its role screens did then (with the
 * flag on, the plugin's role workflows may write Medusa's roles instead).
 */
export async function seedPluginStore(container: MedusaContainer) {
  const access = apiAccess(container)
  const role = async (name: string, privileges: string[]) => {
    const [created] = await access.createAclRoles([
      { id: newHexId(), name, description: `${name} of the shop`, privileges },
    ])
    return created.id
  }
  const viewers = await role("History viewers", ["plugin_product_history:read"])
  const desk = await role("Order desk", [
    "plugin_b2b_order_import.editor",
    "product.viewer",
  ])
  const viewer = await registerUser(container, "viewer@carry.test")
  const clerk = await registerUser(container, "clerk@carry.test")
  const boss = await registerUser(container, "boss@carry.test")
  const owner = await registerUser(container, "owner@carry.test")
  await access.createUserAclRoles([
    { id: newHexId(), user_id: viewer, role_id: viewers },
    { id: newHexId(), user_id: clerk, role_id: desk },
    { id: newHexId(), user_id: clerk, role_id: viewers },
  ])
  await access.setUserAdmin(boss, true)
  await access.setUserAdmin(owner, true)
  // The owner is Medusa's super admin already (what `npx medusa user` gives).
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [Modules.USER]: { user_id: owner },
    [Modules.RBAC]: { rbac_role_id: "role_super_admin" },
  })
  // An ERP's integration holding the order desk role.
  const secret = newSecret()
  const [erp] = await access.createIntegrations([
    {
      id: newHexId(),
      label: "ERP",
      admin: false,
      access_key: newAccessKey(),
      secret_hash: await hashSecret(secret),
      roles: [desk],
    },
  ])
  return {
    roles: { viewers, desk },
    users: { viewer, clerk, boss, owner },
    erp: { id: erp.id, accessKey: erp.access_key, secret },
  }
}

/** Every Medusa role with its policy keys and users' e-mails, by name. */
export async function medusaRoles(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "user",
    fields: ["email", "rbac_roles.id"],
  })
  const roles = await container
    .resolve(Modules.RBAC)
    .listRbacRoles({}, { relations: ["policies"] })
  return Object.fromEntries(
    roles.map((role) => [
      role.name,
      {
        id: role.id,
        metadata: role.metadata,
        description: role.description,
        policies: (role.policies ?? []).map((p) => p.key).sort(),
        users: (data as { email: string; rbac_roles?: { id: string }[] }[])
          .filter((u) => u.rbac_roles?.some((r) => r?.id === role.id))
          .map((u) => u.email)
          .sort(),
      },
    ])
  )
}
