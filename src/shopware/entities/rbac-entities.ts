import {
  policiesInRow,
  privilegesOfPolicies,
} from "../../modules/api-access/rbac-policies"
import { aclUserRoleEntity } from "./acl-user-role-entity"
import { aclRoleEntity, integrationEntity } from "./api-access-entities"
import { userEntity } from "./user-entity"
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

const policiesOf = (row: EntityRow) =>
  policiesInRow(row.policies).map((p) => `${p.resource}:${p.operation}`)
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
    users: {
      entity: "acl_user_role",
      link: { kind: "many", column: "rbac_role_id" },
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

/** Rows of Medusa's user–role link: `userrole_…` and the like. */
const LINK_ROW_ID = {
  pattern: /^[a-z]+_[0-9A-Z]{26}$/,
  description:
    "the id of a Medusa link row (a prefix, _ and 26 letters and digits)",
}

/** Which admin user holds which Medusa role (Medusa's user–role link); written in Settings → Roles. */
export const rbacAclUserRoleEntity: EntityDefinition = {
  ...aclUserRoleEntity,
  graphEntity: "user_rbac_role",
  idPattern: LINK_ROW_ID,
  associations: {
    aclRole: {
      entity: "acl_role",
      link: { kind: "one", column: "rbac_role_id" },
    },
    user: { entity: "user", link: { kind: "one", column: "user_id" } },
  },
  fields: {
    ...aclUserRoleEntity.fields,
    id: { column: "id", type: "string", readOnly: true },
    aclRoleId: { column: "rbac_role_id", type: "string" },
  },
}

type RoleWithPolicies = { policies?: unknown } | null

/** A user is an administrator under RBAC when one of their Medusa roles grants `*:*`. */
export const rbacUserEntity: EntityDefinition = {
  ...userEntity,
  fields: {
    ...userEntity.fields,
    admin: {
      ...userEntity.fields.admin,
      select: ["rbac_roles.policies.resource", "rbac_roles.policies.operation"],
      get: (row) =>
        ((row.rbac_roles ?? []) as RoleWithPolicies[]).some((role) =>
          policiesInRow(role?.policies).some(
            (p) => p.resource === "*" && p.operation === "*"
          )
        ),
    },
  },
}
