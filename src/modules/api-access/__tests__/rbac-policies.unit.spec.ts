import fs from "node:fs"
import path from "node:path"
import { ALL_PRIVILEGES } from "../privileges"
import {
  pluginPolicyDefinitions,
  pluginPolicyUniverse,
  policiesOf,
  policyKey,
  privilegesOfPolicies,
} from "../rbac-policies"

describe("the plugin's privileges as Medusa RBAC policies", () => {
  it("declares read, create, update and delete of each resource the plugin owns, named as Medusa names its own", () => {
    const definitions = pluginPolicyDefinitions()
    expect(definitions).toHaveLength(24)
    expect(new Set(definitions.map((d) => d.name)).size).toBe(24)
    expect(definitions).toContainEqual({
      name: "ReadPluginProductHistory",
      resource: "plugin_product_history",
      operation: "read",
      description:
        "See, filter and export (CSV, PDF) the product change history and price charts.",
    })
    expect(definitions.map((d) => d.resource)).not.toContain("product")
    expect(definitions.map((d) => d.resource)).not.toContain("acl_role")
  })

  it("maps Shopware's role entities onto Medusa's roles and users", () => {
    expect(policiesOf("acl_role:create")).toEqual([
      { resource: "rbac_role", operation: "create" },
    ])
    expect(policiesOf("acl_user_role:delete")).toEqual([
      { resource: "user", operation: "update" },
      { resource: "rbac_role", operation: "update" },
    ])
    expect(policiesOf("order:create")).toEqual([
      { resource: "order", operation: "create" },
    ])
  })

  it("names every policy any privilege stands for once", () => {
    const keys = pluginPolicyUniverse().map(
      (p) => `${p.resource}:${p.operation}`
    )
    expect(new Set(keys).size).toBe(keys.length)
    for (const privilege of ALL_PRIVILEGES)
      for (const policy of policiesOf(privilege))
        expect(keys).toContain(`${policy.resource}:${policy.operation}`)
  })
})

describe("a Medusa role's policies in Shopware's words", () => {
  it("names the plugin's privileges the policies grant, then the others by their key", () => {
    expect(
      privilegesOfPolicies([
        "plugin_product_history:read",
        "rbac_role:read",
        "customer:read",
      ])
    ).toEqual(["acl_role:read", "plugin_product_history:read", "customer:read"])
  })

  it("reads Medusa's wildcards: the super administrator holds every privilege", () => {
    const all = privilegesOfPolicies(["*:*"])
    expect(all).toEqual(expect.arrayContaining([...ALL_PRIVILEGES, "*:*"]))
    expect(privilegesOfPolicies(["plugin_b2b_profile:*"])).toEqual([
      "plugin_b2b_profile:read",
      "plugin_b2b_profile:create",
      "plugin_b2b_profile:update",
      "plugin_b2b_profile:delete",
      "plugin_b2b_profile:*",
    ])
  })
})

describe("docs/security.md", () => {
  it("lists each privilege with the policies it stands for, as the code maps them", () => {
    const docs = fs.readFileSync(
      path.join(__dirname, "../../../../docs/security.md"),
      "utf8"
    )
    const table = docs
      .split("<!-- policies:start -->")[1]
      .split("<!-- policies:end -->")[0]
    const rows = Object.fromEntries(
      table
        .split("\n")
        .filter((line) => line.startsWith("| `"))
        .map((line) => {
          const [privilege, policies] = line.split("|").slice(1, 3)
          return [
            privilege.trim().replace(/`/g, ""),
            policies.trim().replace(/`/g, "").split(", "),
          ]
        })
    )
    expect(rows).toEqual(
      Object.fromEntries(
        ALL_PRIVILEGES.map((p) => [p, policiesOf(p).map(policyKey)])
      )
    )
  })
})
