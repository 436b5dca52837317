import { aclUserRoleEntity } from "./acl-user-role-entity"
import { aclRoleEntity, integrationEntity } from "./api-access-entities"
import { fieldMappingEntity, profileEntity } from "./b2b-import-entities"
import type { EntityDefinition } from "./definition"
import { inboundRecordEntity } from "./inbound-record-entity"
import { userEntity } from "./user-entity"

/** Every entity served by the `/api/*` entity API. */
export const ENTITIES: EntityDefinition[] = [
  integrationEntity,
  aclRoleEntity,
  aclUserRoleEntity,
  userEntity,
  profileEntity,
  fieldMappingEntity,
  inboundRecordEntity,
]
