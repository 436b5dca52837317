import type { MedusaRequest } from "@medusajs/framework/http"
import { shortened } from "../criteria/problems"
import { ApiError, ApiErrorCode } from "../errors"
import type { ApiRoute } from "../routes/types"

/**
 * A path whose parameters the route's schema refuses names nothing: 404, as
 * Shopware's routes answer an id that does not meet their requirement. It is
 * checked before a body is read, so a malformed id never costs an upload.
 */
export function requireKnownPath(route: ApiRoute) {
  return (req: MedusaRequest): void => {
    if (!route.params) return
    const params = (req.params ?? {}) as Record<string, string>
    const result = route.params.safeParse(params)
    if (result.success) return
    const issue = result.error.issues[0]
    const name = String(issue?.path[0] ?? "id")
    const value = String(params[name] ?? "")
    throw new ApiError({
      status: 404,
      code: ApiErrorCode.RESOURCE_NOT_FOUND,
      detail: `Nothing exists at this path: "${shortened(value)}" is not a valid ${name} (it ${issue?.message ?? "is malformed"}).`,
      meta: { parameters: { [name]: value } },
    })
  }
}
