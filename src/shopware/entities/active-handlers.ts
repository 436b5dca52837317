import type { MedusaResponse } from "@medusajs/framework/http"
import { rbacEnabled } from "../../modules/api-access/rbac-holding"
import { HEX_ID_PATTERN } from "../../modules/api-access/schemas"
import type { ApiRequest } from "../routes/types"
import type { EntityDefinition } from "./definition"
import { entityHandlers } from "./handlers"

/*
 * An entity with an RBAC variant (`underRbac`) is served by one set of routes
 * whose handlers pick, per request, the definition of the role system the
 * shop runs, and whose path ids take either system's form.
 */

type Handlers = ReturnType<typeof entityHandlers>

/** The entity's handlers, each serving a request with the definition that serves it now (`underRbac` under Medusa's RBAC). */
export function activeHandlers(def: EntityDefinition): Handlers {
  const off = entityHandlers(def)
  if (!def.underRbac) return off
  const on = entityHandlers(def.underRbac)
  const now = () => (rbacEnabled() ? on : off)
  return Object.fromEntries(
    (Object.keys(off) as (keyof Handlers)[]).map((key) => [
      key,
      (req: ApiRequest, res: MedusaResponse) => now()[key](req, res),
    ])
  ) as Handlers
}

/** What the entity's ids look like, in either role system. */
export function idFormOf(def: EntityDefinition) {
  const form = (d: EntityDefinition) =>
    d.idPattern ?? {
      pattern: HEX_ID_PATTERN,
      description: "32 hexadecimal characters",
    }
  const off = form(def)
  if (!def.underRbac) return off
  const on = form(def.underRbac)
  if (on.pattern.source === off.pattern.source) return off
  return {
    pattern: new RegExp(`(?:${off.pattern.source})|(?:${on.pattern.source})`),
    description: `${off.description}, or ${on.description} while Medusa's role-based access control is on`,
  }
}
