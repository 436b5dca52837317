import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { emailpassIdentityKnown } from "../modules/api-access/user-credentials"
import {
  LoginThrottle,
  LoginThrottledError,
  type LoginSubject,
  type LoginVerdict,
} from "./utils/login-throttle"

/** Statuses of Medusa's emailpass login that say something about the password. */
function verdictOf(status: number): LoginVerdict<void> {
  if (status >= 200 && status < 300)
    return { succeeded: true, value: undefined }
  return { succeeded: false, counts: status === 401 }
}

/**
 * Runs Medusa's own handler as the attempt: it resolves once the answer is
 * out, with the answer's status as the verdict, so the next attempt of the
 * same subject (queued by the throttle) sees this one counted.
 */
async function handlerOutcome(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  email: string
): Promise<LoginVerdict<void>> {
  // Medusa answers an unknown e-mail without checking a password; checking one against nobody's hash
  // first makes that answer as slow as a wrong password's.
  await emailpassIdentityKnown(
    req.scope,
    email,
    (req.body as { password?: unknown }).password
  )
  return new Promise((resolve) => {
    res.once("finish", () => resolve(verdictOf(res.statusCode)))
    // A client that hung up learns nothing; its attempt is not counted.
    res.once("close", () => resolve({ succeeded: false, counts: false }))
    next()
  })
}

/**
 * Throttles Medusa's `POST /auth/{actor}/emailpass` (the admin dashboard's
 * login, and the storefront's) with the same counter as `/api/oauth/token`:
 * one emailpass identity has one password whatever actor asks, so every
 * actor type is covered, and GET too, which Medusa answers the same way.
 * Medusa parses the JSON body before any middleware, so the e-mail is there.
 */
async function throttleEmailpassLogin(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  // Without an e-mail Medusa refuses the request itself; there is no one to count against.
  if (typeof email !== "string" || email === "") return next()
  const subject: LoginSubject = { kind: "user", name: email, ip: req.ip ?? "" }
  try {
    await new LoginThrottle(req.scope).attempt(subject, () =>
      handlerOutcome(req, res, next, email)
    )
  } catch (error) {
    if (error instanceof LoginThrottledError && !res.headersSent) {
      res.setHeader("retry-after", String(error.retryAfterSeconds))
      res
        .status(429)
        .json({ type: "not_allowed", code: error.code, message: error.message })
      return
    }
    if (!res.headersSent) return next(error)
    // The answer is out; only the bookkeeping after it failed (the cache went away): worth a line in the log.
    req.scope
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(
        `Login throttle: could not record a login attempt: ${(error as Error)?.message ?? String(error)}`
      )
  }
}

export const authLoginThrottleMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/auth/:actor_type/emailpass",
    method: ["POST", "GET"],
    middlewares: [throttleEmailpassLogin],
  },
]
