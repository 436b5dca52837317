import { privilegesOfPolicies } from "../../modules/api-access/rbac-policies"
import { aclRoleEntity, integrationEntity } from "./api-access-entities"
import type { EntityDefinition } from "./definition"
import type { EntityRow } from "./types"

/**
 * The role entities while Medusa's RBAC is on (`MEDUSA_FF_RBAC`): Shopware's
 * `acl_role` is a Medusa role (its privileges are its policies in Shopware's
 * words) and an integration's roles are the Medusa roles linked to it. Same
 * names, paths and wire fields as with the flag off; the writes go through the
 * same workflows, which work in the role system the shop runs.
 */

/** Medusa's role ids: `role_` and a ULID, or a seeded name such as `role_super_admin`. */
export const RBAC_ROLE_ID = {
  pattern: /^role_[0-9A-Za-z_]{1,64}$/,
  description: "a Medusa role id (role_ followed by letters, digits or _)",
}

type PolicyRow = { resource: string; operation: string }
const policiesOf = (row: EntityRow) =>
  ((row.policies ?? []) as PolicyRow[]).map(
    (p) => `${p.resource}:${p.operation}`
  )
const roleIdsOf = (row: EntityRow) =>
  ((row.rbac_roles ?? []) as ({ id: string } | null)[]).flatMap((r) =>
    r ? [r.id] : []
  )

export const rbacAclRoleEntity: EntityDefinition = {
  ...aclRoleEntity,
  graphEntity: "rbac_role",
  idPattern: RBAC_ROLE_ID,
  associations: {
    integrations: {
      entity: "integration",
      link: {
        kind: "manyToMany",
        relation: "integrations",
        inverse: "rbac_roles",
      },
    },
  },
  fields: {
    ...aclRoleEntity.fields,
    id: { column: "id", type: "string", readOnly: true },
    privileges: {
      column: "policies",
      type: "string[]",
      filterable: false,
      sortable: false,
      select: ["policies.resource", "policies.operation"],
      get: (row) => privilegesOfPolicies(policiesOf(row)),
    },
  },
}

export const rbacIntegrationEntity: EntityDefinition = {
  ...integrationEntity,
  associations: {
    aclRoles: {
      entity: "acl_role",
      link: {
        kind: "manyToMany",
        relation: "rbac_roles",
        inverse: "integrations",
      },
    },
  },
  fields: {
    ...integrationEntity.fields,
    roleIds: {
      ...integrationEntity.fields.roleIds,
      column: "rbac_roles.id",
      select: ["rbac_roles.id"],
      get: roleIdsOf,
    },
  },
}
