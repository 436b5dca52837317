import { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import {
  createCustomerGroupsWorkflow,
  createCustomersWorkflow,
  createUserAccountWorkflow,
  linkCustomersToCustomerGroupWorkflow,
} from "@medusajs/medusa/core-flows"
import { CONSOLE_CALLER } from "../src/modules/api-access/access-rules"
import { rbacEnabled } from "../src/modules/api-access/rbac-holding"
import { setUserAccessWorkflow } from "../src/workflows/api-access"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "./demo-catalog"

/**
 * The admin user of the demo login, registered with Medusa's emailpass
 * provider, on a shop that never had a user. Once any user existed (even one
 * deleted since), a restart adds nobody: a deleted demo admin must not come
 * back as an administrator with the published password.
 */
export async function seedAdminUser(container: MedusaContainer) {
  const userModule = container.resolve(Modules.USER)
  const authModule = container.resolve(Modules.AUTH)
  const [anyUser] = await userModule.listUsers(
    {},
    { select: ["id"], take: 1, withDeleted: true }
  )
  if (anyUser) {
    await keepDemoAdminSuperAdmin(container)
    return
  }
  const { authIdentity, error } = await authModule.register("emailpass", {
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  })
  if (error || !authIdentity) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      `Could not register the demo admin: ${error}`
    )
  }
  const { result: created } = await createUserAccountWorkflow(container).run({
    input: {
      userData: {
        email: DEMO_ADMIN.email,
        first_name: "Demo",
        last_name: "Admin",
      },
      authIdentityId: authIdentity.id,
    },
  })
  // The demo admin is the administrator (docs/security.md): of the plugin, or
  // under Medusa's RBAC Medusa's super administrator, as `npx medusa user` makes one.
  if (rbacEnabled()) return giveSuperAdmin(container, created.id)
  await setUserAccessWorkflow(container).run({
    input: { userId: created.id, admin: true, caller: CONSOLE_CALLER },
  })
}

const SUPER_ADMIN_ROLE = "role_super_admin"

async function giveSuperAdmin(container: MedusaContainer, userId: string) {
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [Modules.USER]: { user_id: userId },
    [Modules.RBAC]: { rbac_role_id: SUPER_ADMIN_ROLE },
  })
}

/**
 * A demo shop started without Medusa's RBAC and then with it: users hold no
 * Medusa role yet, and Medusa refuses them everything. The demo admin (still
 * there under its published login) gets Medusa's super administrator role,
 * as long as nobody holds it; a real shop runs Medusa's own script instead
 * (docs/security.md).
 */
async function keepDemoAdminSuperAdmin(container: MedusaContainer) {
  if (!rbacEnabled()) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: holders } = await query.graph({
    entity: "rbac_role",
    fields: ["users.id"],
    filters: { id: SUPER_ADMIN_ROLE },
  })
  const users = (holders[0] as { users?: unknown[] } | undefined)?.users ?? []
  if (users.length) return
  const [admin] = await container
    .resolve(Modules.USER)
    .listUsers({ email: DEMO_ADMIN.email }, { select: ["id"] })
  if (admin) await giveSuperAdmin(container, admin.id)
}

/** A B2B customer with a company address, in the customer group "B2B". */
export async function seedB2bCustomer(container: MedusaContainer) {
  const customerModule = container.resolve(Modules.CUSTOMER)
  const [found] = await customerModule.listCustomers({
    email: DEMO_CUSTOMER.email,
  })
  if (found) {
    return
  }
  const { address, ...customer } = DEMO_CUSTOMER
  const { result } = await createCustomersWorkflow(container).run({
    input: {
      customersData: [
        {
          ...customer,
          // The ids the standards name the buyer by: its number at the shop, GLN (EDIFACT, PEPPOL), Ariba network id (cXML).
          metadata: {
            customer_number: "K-10001",
            gln: "4012345000009",
            ariba_network_id: "AN01000000001",
          },
          addresses: [
            { ...address, is_default_billing: true, is_default_shipping: true },
          ],
        },
      ],
    },
  })
  let [group] = await customerModule.listCustomerGroups({ name: "B2B" })
  if (!group) {
    const groups = await createCustomerGroupsWorkflow(container).run({
      input: { customersData: [{ name: "B2B" }] },
    })
    group = groups.result[0]
  }
  await linkCustomersToCustomerGroupWorkflow(container).run({
    input: { id: group.id, add: [result[0].id] },
  })
}
