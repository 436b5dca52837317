import {
  assertMayActOn,
  assertMayGrant,
  assertMaySetAdmin,
  assertNotSelf,
  CONSOLE_CALLER,
  lacking,
} from "../access-rules"
import {
  BUNDLE_DESCRIPTIONS,
  describePrivilege,
} from "../privilege-descriptions"
import { ALL_PRIVILEGES, PRIVILEGE_BUNDLES } from "../privileges"

const clerk = {
  admin: false,
  privileges: ["acl_role:create", "plugin_product_history.viewer"],
  userId: "user_1",
}
const refusal = (fn: () => void) => {
  try {
    fn()
  } catch (error) {
    return {
      type: (error as { type?: string }).type,
      message: (error as Error).message,
    }
  }
  return undefined
}

describe("access rules (no way up)", () => {
  it("lists what a holder lacks, bundles expanded and read implied; administrators lack nothing", () => {
    expect(
      lacking(clerk, ["plugin_product_history:read", "acl_role:read"])
    ).toEqual([])
    expect(lacking(clerk, ["plugin_b2b_order_import.uploader"])).toEqual([
      "plugin_b2b_inbound_record:create",
      "plugin_b2b_inbound_record:read",
    ])
    expect(lacking(CONSOLE_CALLER, ALL_PRIVILEGES)).toEqual([])
  })

  it("refuses a grant beyond the caller's privileges, naming them", () => {
    expect(
      refusal(() =>
        assertMayGrant(
          clerk,
          ["acl_role:read", "plugin_product_history.viewer"],
          "create this role"
        )
      )
    ).toBeUndefined()
    expect(
      refusal(() => assertMayGrant(clerk, ["order:create"], "create this role"))
    ).toEqual({
      type: "forbidden",
      message:
        "You cannot create this role: it grants privileges you do not hold (order:create, order:read).",
    })
  })

  it("refuses acting on a subject that holds more, and on any administrator unless the caller is one", () => {
    expect(
      refusal(() =>
        assertMayActOn(
          clerk,
          { admin: false, privileges: ["acl_role:read"] },
          "change it"
        )
      )
    ).toBeUndefined()
    expect(
      refusal(() =>
        assertMayActOn(
          clerk,
          { admin: false, privileges: ["integration:read"] },
          "change it"
        )
      )?.message
    ).toContain("(integration:read)")
    expect(
      refusal(() =>
        assertMayActOn(clerk, { admin: true, privileges: [] }, "change it")
      )?.message
    ).toContain("only administrators may change administrators")
    expect(
      refusal(() =>
        assertMayActOn(
          CONSOLE_CALLER,
          { admin: true, privileges: [] },
          "change it"
        )
      )
    ).toBeUndefined()
  })

  it("lets only administrators set the flag, and nobody change their own account", () => {
    expect(
      refusal(() => assertMaySetAdmin(clerk, "make a user an administrator"))
        ?.message
    ).toBe("Only an administrator may make a user an administrator.")
    expect(
      refusal(() => assertMaySetAdmin({ admin: true, privileges: [] }, "x"))
    ).toBeUndefined()
    expect(
      refusal(() =>
        assertNotSelf(clerk, { userId: "user_1" }, "change the roles")
      )?.message
    ).toBe(
      "You cannot change the roles of your own account; ask another administrator."
    )
    expect(
      refusal(() =>
        assertNotSelf(clerk, { userId: "user_2" }, "change the roles")
      )
    ).toBeUndefined()
    expect(
      refusal(() =>
        assertNotSelf(
          { admin: false, privileges: [], integrationId: "i1" },
          { integrationId: "i1" },
          "change the roles"
        )
      )
    ).toBeDefined()
  })

  it("explains every privilege and bundle in one sentence", () => {
    for (const privilege of ALL_PRIVILEGES)
      expect(describePrivilege(privilege)).toMatch(/^[A-Z].+\.$/)
    expect(Object.keys(BUNDLE_DESCRIPTIONS).sort()).toEqual(
      Object.keys(PRIVILEGE_BUNDLES).sort()
    )
  })
})
