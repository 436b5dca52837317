import type { MedusaResponse } from "@medusajs/framework/http"
import {
  LoginThrottle,
  LoginThrottledError,
  type LoginSubject,
  type LoginVerdict,
} from "../../api/utils/login-throttle"
import { ApiError, ApiErrorCode } from "../errors"
import type { ApiRequest } from "../routes/types"

/**
 * One login attempt of the token endpoint under the shared login throttle
 * (src/api/utils/login-throttle.ts), keyed by the user name or client id and
 * the client's address. A refusal is Shopware's 429 with `Retry-After`.
 */
export async function throttledLogin<T>(
  req: ApiRequest,
  res: MedusaResponse,
  subject: Omit<LoginSubject, "ip">,
  check: () => Promise<LoginVerdict<T>>
): Promise<LoginVerdict<T>> {
  try {
    return await new LoginThrottle(req.scope).attempt(
      { ...subject, ip: req.ip ?? "" },
      check
    )
  } catch (error) {
    if (!(error instanceof LoginThrottledError)) throw error
    // The error body travels through the dialect's error mapper; the header is set here, where the response is at hand.
    res.setHeader("retry-after", String(error.retryAfterSeconds))
    throw new ApiError({
      status: 429,
      code: ApiErrorCode.TOO_MANY_ATTEMPTS,
      detail: error.message,
      meta: { retryAfter: error.retryAfterSeconds },
    })
  }
}
