import { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import {
  createCustomerGroupsWorkflow,
  createCustomersWorkflow,
  createUserAccountWorkflow,
  linkCustomersToCustomerGroupWorkflow,
} from "@medusajs/medusa/core-flows"
import { CONSOLE_CALLER } from "../src/modules/api-access/access-rules"
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
  // The demo admin is the plugin's administrator (docs/security.md).
  await setUserAccessWorkflow(container).run({
    input: { userId: created.id, admin: true, caller: CONSOLE_CALLER },
  })
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
          metadata: { customer_number: "K-10001" },
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
