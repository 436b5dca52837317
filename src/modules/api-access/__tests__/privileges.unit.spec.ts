import {
  ALL_PRIVILEGES,
  expandPrivileges,
  isKnownPrivilege,
  missingPrivileges,
} from "../privileges"

describe("privileges", () => {
  it("lets create, update and delete imply read", () => {
    expect([...expandPrivileges(["integration:delete"])].sort()).toEqual([
      "integration:delete",
      "integration:read",
    ])
  })

  it("expands the editor bundle to every plugin_b2b privilege and order:create", () => {
    const granted = expandPrivileges(["plugin_b2b_order_import.editor"])
    expect(granted.has("plugin_b2b_inbound_record:create")).toBe(true)
    expect(granted.has("plugin_b2b_profile:delete")).toBe(true)
    expect(granted.has("plugin_b2b_field_mapping:update")).toBe(true)
    expect(granted.has("order:create")).toBe(true)
    expect(granted.has("order:read")).toBe(true)
    expect(granted.has("product:update")).toBe(false)
    expect(granted.has("integration:read")).toBe(false)
  })

  it("ignores unknown names instead of granting anything", () => {
    expect(expandPrivileges(["everything", "integration:write"]).size).toBe(0)
    expect(isKnownPrivilege("integration:write")).toBe(false)
    expect(isKnownPrivilege("acl_role:update")).toBe(true)
  })

  it("lists exactly the missing privileges; administrators miss none", () => {
    const grant = {
      all: false as const,
      privileges: expandPrivileges(["plugin_product_history.viewer"]),
    }
    expect(
      missingPrivileges(grant, [
        "plugin_product_history:read",
        "plugin_product_history:update",
        "product:update",
      ])
    ).toEqual(["plugin_product_history:update", "product:update"])
    expect(missingPrivileges({ all: true }, ALL_PRIVILEGES)).toEqual([])
  })
})
