import { aclUserRoleEntity } from "./acl-user-role-entity"
import { aclRoleEntity, integrationEntity } from "./api-access-entities"
import { fieldMappingEntity, profileEntity } from "./b2b-import-entities"
import type { EntityDefinition } from "./definition"
import { inboundRecordEntity } from "./inbound-record-entity"
import { rbacEnabled } from "../../modules/api-access/rbac-holding"
import {
  rbacAclRoleEntity,
  rbacAclUserRoleEntity,
  rbacIntegrationEntity,
  rbacUserEntity,
} from "./rbac-entities"
import { userEntity } from "./user-entity"
import { webhookEntity } from "./webhook-entity"

/** Every entity served by the `/api/*` entity API. */
export const ENTITIES: EntityDefinition[] = [
  { ...integrationEntity, underRbac: rbacIntegrationEntity },
  { ...aclRoleEntity, underRbac: rbacAclRoleEntity },
  { ...aclUserRoleEntity, underRbac: rbacAclUserRoleEntity },
  { ...userEntity, underRbac: rbacUserEntity },
  profileEntity,
  fieldMappingEntity,
  inboundRecordEntity,
  webhookEntity,
]

/** The definition that serves an entity now: its RBAC variant while Medusa's RBAC is on. */
export function activeDefinition(def: EntityDefinition): EntityDefinition {
  return def.underRbac && rbacEnabled() ? def.underRbac : def
}
