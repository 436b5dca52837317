import type { Privilege } from "../../../modules/api-access/privileges"
import { assertPrivileges } from "../../auth/authenticate"
import type { CriteriaSchema } from "../../criteria/paths"
import type { ApiActor } from "../../routes/types"
import { ApiError, ApiErrorCode } from "../../errors"
import type { EntityDefinition } from "../definition"
import { activeDefinition, ENTITIES } from "../registry"

/** The registry's entity of this name as served now; an association naming another is a programming error. */
export function entityNamed(name: string): EntityDefinition {
  const found = ENTITIES.find((e) => e.name === name)
  const def = found && activeDefinition(found)
  if (!def)
    throw new ApiError({
      status: 500,
      code: ApiErrorCode.INTERNAL,
      detail: `The entity ${name} is not served by this API.`,
    })
  return def
}

/**
 * The entity of this name, which the caller must be allowed to read: Shopware's
 * ACL checks every entity a criteria reaches (403 naming the privilege).
 */
export function readableEntity(
  actor: ApiActor | undefined,
  name: string
): EntityDefinition {
  const def = entityNamed(name)
  assertPrivileges(actor, [`${def.privilege}:read` as Privilege])
  return def
}

/** What the criteria parser may reach: every registered entity's fields and associations. */
export const CRITERIA_SCHEMA: CriteriaSchema = {
  fieldsOf: (name) => entityNamed(name).fields,
  associationsOf: (name) =>
    Object.fromEntries(
      Object.entries(entityNamed(name).associations ?? {}).map(([key, a]) => [
        key,
        {
          entity: a.entity,
          toMany: a.link.kind !== "one",
          parentSelect: a.link.kind === "one" ? [a.link.column] : [],
        },
      ])
    ),
}
