import { model } from "@medusajs/framework/utils"

/**
 * One run of the carry-over of the plugin's roles into Medusa's RBAC roles
 * (`carryOverToRbacWorkflow`). The first row is the plugin's own marker that
 * the carry-over ran, so the first start with `MEDUSA_FF_RBAC` runs it once;
 * every row says what that run carried, for whoever asks later.
 */
export const RbacCarryOver = model.define(
  { name: "RbacCarryOver", tableName: "plugin_rbac_carry_over" },
  {
    id: model.id({ prefix: "rbaccarry" }).primaryKey(),
    trigger: model.text(),
    roles_created: model.number().default(0),
    links_created: model.number().default(0),
    summary: model.text(),
  }
)
