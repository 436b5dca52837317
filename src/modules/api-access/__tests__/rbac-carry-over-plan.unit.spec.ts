import {
  bundleRoleName,
  planCarryOver,
  type CarryOverSources,
} from "../rbac-carry-over-plan"

const sources = (over: Partial<CarryOverSources> = {}): CarryOverSources => ({
  pluginRoles: [
    { id: "r1", name: "Viewers", privileges: ["plugin_product_history:read"] },
  ],
  assignments: [{ user_id: "u1", role_id: "r1" }],
  administrators: [],
  users: new Map([["u1", "u1@shop.test"]]),
  medusaRoles: [],
  userRoleIds: new Map(),
  ...over,
})

describe("planCarryOver", () => {
  it("names the bundles' roles in words", () => {
    expect(bundleRoleName("plugin_b2b_order_import.editor")).toBe(
      "B2B order import — editor"
    )
    expect(bundleRoleName("plugin_product_history.viewer")).toBe(
      "Product history — viewer"
    )
  })

  it("finds a carried role by its metadata even after it was renamed, and links no user twice", () => {
    const plan = planCarryOver(
      sources({
        medusaRoles: [
          {
            id: "role_x",
            name: "Renamed",
            metadata: { plugin_ref: "role:r1" },
          },
        ],
        userRoleIds: new Map([["u1", ["role_x"]]]),
      })
    )
    expect(plan.roles.find((r) => r.ref === "role:r1")).toMatchObject({
      existingId: "role_x",
      name: "Renamed",
    })
    expect(plan.links).toEqual([])
  })

  it("never takes over a role of the shop's own that has the same name", () => {
    const plan = planCarryOver(
      sources({
        medusaRoles: [
          { id: "role_a", name: "Viewers" },
          { id: "role_b", name: "Viewers (from the plugin)" },
        ],
      })
    )
    const carried = plan.roles.find((r) => r.ref === "role:r1")
    expect(carried).toMatchObject({ name: "Viewers (from the plugin 2)" })
    expect(carried?.existingId).toBeUndefined()
    expect(plan.links).toEqual([{ user_id: "u1", ref: "role:r1" }])
  })

  it("skips, in words, users that no longer exist, and makes the administrator role only when needed", () => {
    const plan = planCarryOver(sources({ users: new Map() }))
    expect(plan.links).toEqual([])
    expect(plan.lines).toContain(
      `skipped user u1 of "Viewers": no such admin user any more`
    )
    expect(plan.roles.map((r) => r.name)).not.toContain("Plugin administrator")
    const withAdmin = planCarryOver(sources({ administrators: ["u1"] }))
    expect(withAdmin.links).toContainEqual({
      user_id: "u1",
      ref: "administrator",
    })
  })
})
