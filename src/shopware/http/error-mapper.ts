import type { Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { B2B_ERROR_CODES } from "../../modules/b2b-import/errors"
import { ApiError, ApiErrorCode, ApiErrorInit, ApiErrorItem } from "../errors"

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
}

const STATUS_BY_MEDUSA_TYPE: Record<string, [number, string]> = {
  [MedusaError.Types.NOT_FOUND]: [404, ApiErrorCode.RESOURCE_NOT_FOUND],
  [MedusaError.Types.INVALID_DATA]: [
    400,
    ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
  ],
  [MedusaError.Types.INVALID_ARGUMENT]: [
    400,
    ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
  ],
  [MedusaError.Types.DUPLICATE_ERROR]: [409, ApiErrorCode.CONFLICT],
  [MedusaError.Types.CONFLICT]: [409, ApiErrorCode.CONFLICT],
  [MedusaError.Types.NOT_ALLOWED]: [409, ApiErrorCode.CONFLICT],
  [MedusaError.Types.UNAUTHORIZED]: [401, ApiErrorCode.ACCESS_DENIED],
  [MedusaError.Types.FORBIDDEN]: [403, ApiErrorCode.PERMISSION_DENIED],
}

/** JSON pointer of a zod issue path, e.g. ["roles", 0] → "/roles/0". */
export function pointerOf(path: readonly PropertyKey[], prefix = ""): string {
  return (
    prefix +
    path
      .map((p) => `/${String(p).replace(/~/g, "~0").replace(/\//g, "~1")}`)
      .join("")
  )
}

/**
 * Most items one 400 lists. A hostile body (17,000 unknown privileges, as
 * many as 100 kB hold) would otherwise be answered with an item each, whose
 * wording and JSON cost the event loop more than reading the body; the first
 * fifty tell a client what to fix.
 */
const MAX_ERROR_ITEMS = 50

/** One 400 item per zod issue (the first MAX_ERROR_ITEMS), pointing at the offending input. */
export function validationErrors(error: z.ZodError, prefix = ""): ApiError {
  const items: ApiErrorInit[] = error.issues
    .slice(0, MAX_ERROR_ITEMS)
    .flatMap((issue): ApiErrorInit[] => {
      if (issue.code === "unrecognized_keys") {
        return issue.keys.map((key) => ({
          status: 400,
          code: ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
          title: "Constraint violation error",
          detail: `"${[...issue.path, key].join(".")}" is not a known field here.`,
          pointer: pointerOf([...issue.path, key], prefix),
        }))
      }
      const pointer = pointerOf(issue.path, prefix)
      const field = issue.path.length
        ? `"${issue.path.join(".")}"`
        : "The request body"
      // Shared rules (src/utils/text-rule.ts) name their field themselves, for /admin's sake: named once here.
      const own = `${String(issue.path[issue.path.length - 1])}: `
      const message = issue.message.startsWith(own)
        ? issue.message.slice(own.length)
        : issue.message
      return [
        {
          status: 400,
          code: ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
          title: "Constraint violation error",
          detail: `${field}: ${message}`,
          pointer: pointer || "/",
        },
      ]
    })
  const shown = items.slice(0, MAX_ERROR_ITEMS)
  return new ApiError(shown[0], ...shown.slice(1))
}

/**
 * What Express' body parsers (`type`, `limit`) and multer or busboy (`name`,
 * `code`, `field`, `message`) put on their errors.
 */
export type TransportError = {
  type?: string
  code?: string
  name?: string
  field?: string
  message?: string
  limit?: number
}

/** The fields of a transport error: the error itself, or none for a value that is not an object. */
export function transportFields(err: unknown): TransportError {
  return typeof err === "object" && err !== null ? err : {}
}

/** Errors of Express' body parsers and of multer carry a type or code. */
function fromTransportError(thrown: unknown): ApiError | undefined {
  const err = transportFields(thrown)
  if (err.type === "entity.too.large" || err.code === "LIMIT_FILE_SIZE") {
    const limit = err.limit ? ` The limit is ${err.limit} bytes.` : ""
    return new ApiError({
      status: 413,
      code: ApiErrorCode.PAYLOAD_TOO_LARGE,
      detail: `The request body is too large.${limit}`,
    })
  }
  if (err.name === "MulterError") {
    const detail =
      err.code === "LIMIT_UNEXPECTED_FILE"
        ? `Unexpected file field "${err.field}"; send the order file in the part named "file", one file per request.`
        : `The multipart body could not be read: ${err.message}.`
    return new ApiError({
      status: 400,
      code: ApiErrorCode.INVALID_REQUEST_BODY,
      detail,
      pointer: "/file",
    })
  }
  if (err.type === "entity.parse.failed") {
    return new ApiError({
      status: 400,
      code: ApiErrorCode.INVALID_REQUEST_BODY,
      detail: "The request body is not valid JSON.",
    })
  }
  if (
    err.type === "encoding.unsupported" ||
    err.type === "charset.unsupported"
  ) {
    return new ApiError({
      status: 415,
      code: ApiErrorCode.UNSUPPORTED_MEDIA_TYPE,
      detail: "The request body's character set is not supported; send UTF-8.",
    })
  }
  return undefined
}

function toItem(init: ApiErrorInit): ApiErrorItem {
  return {
    status: String(init.status),
    code: init.code,
    title: init.title ?? TITLES[init.status] ?? "Error",
    detail: init.detail,
    ...(init.pointer ? { source: { pointer: init.pointer } } : {}),
    ...(init.meta ? { meta: init.meta } : {}),
  }
}

/**
 * Maps anything the stack can throw onto Shopware's error body. Unexpected
 * errors become a 500 that says nothing about internals; they are logged.
 */
export function toApiErrorResponse(
  err: unknown,
  logger?: Logger
): { status: number; body: { errors: ApiErrorItem[] } } {
  let apiError: ApiError
  if (err instanceof ApiError) {
    apiError = err
  } else if (err instanceof z.ZodError) {
    apiError = validationErrors(err)
  } else if (fromTransportError(err)) {
    apiError = fromTransportError(err)!
  } else if (
    MedusaError.isMedusaError(err) &&
    STATUS_BY_MEDUSA_TYPE[(err as MedusaError).type]
  ) {
    const own = (err as MedusaError).code
    // An Accept the route cannot answer (an order response) is refused as HTTP says: 406.
    const [status, generic] =
      own === B2B_ERROR_CODES.NOT_ACCEPTABLE
        ? [406, own]
        : STATUS_BY_MEDUSA_TYPE[(err as MedusaError).type]
    // The plugin's own refusals carry a stable code of their own (e.g. PLUGIN_B2B__INVALID_STATUS_TRANSITION).
    const code = own?.startsWith("PLUGIN_") ? own : generic
    const meta = (err as { meta?: Record<string, unknown> }).meta
    // A refusal naming one input field (meta.field) points at it, as a validation error does.
    // The field as this dialect names it (camelCase).
    const field =
      typeof meta?.field === "string"
        ? meta.field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
        : null
    apiError = new ApiError({
      status,
      code,
      detail: (err as MedusaError).message,
      ...(field ? { pointer: `/${field}` } : {}),
      ...(meta ? { meta } : {}),
    })
  } else {
    logger?.error(
      `Unexpected error in the /api dialect: ${(err as Error)?.stack ?? String(err)}`
    )
    apiError = new ApiError({
      status: 500,
      code: ApiErrorCode.INTERNAL,
      detail:
        "An unexpected error occurred. It has been logged; please try again or contact the shop's administrator.",
    })
  }
  return {
    status: apiError.status,
    body: { errors: apiError.items.map(toItem) },
  }
}
