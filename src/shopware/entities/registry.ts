import { aclUserRoleEntity } from "./acl-user-role-entity"
import { aclRoleEntity, integrationEntity } from "./api-access-entities"
import type { EntityDefinition } from "./definition"

/** Every entity served by the `/api/*` entity API. */
export const ENTITIES: EntityDefinition[] = [integrationEntity, aclRoleEntity, aclUserRoleEntity]
