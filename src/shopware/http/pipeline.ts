import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { json, urlencoded } from "express"
import {
  describeMultipartLimit,
  describeBodyCap,
  multipartReader,
  parseCapped,
} from "../../utils/multipart-limits"
import { ApiError, ApiErrorCode } from "../errors"
import type { ApiRequest, ApiRoute } from "../routes/types"
import {
  toApiErrorResponse,
  transportFields,
  validationErrors,
} from "./error-mapper"

type Step = (req: MedusaRequest, res: MedusaResponse) => Promise<void> | void
type Middleware = (
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) => void

const DEFAULT_BODY_LIMIT = 100 * 1024

/** Renders any error of the `/api/*` dialect as Shopware's error body. */
export function sendApiError(
  req: MedusaRequest,
  res: MedusaResponse,
  err: unknown
) {
  const logger = req.scope?.resolve(ContainerRegistrationKeys.LOGGER, {
    allowUnregistered: true,
  })
  const { status, body } = toApiErrorResponse(err, logger)
  if (!res.headersSent) {
    res.status(status).json(body)
  }
}

/** Runs an async step; an error is answered here, never by Medusa's HTML/JSON handler. */
export function step(fn: Step): Middleware {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .then(() => (res.headersSent ? undefined : next()))
      .catch((err) => sendApiError(req, res, err))
  }
}

function limitOf(route: ApiRoute, req: MedusaRequest): number {
  return typeof route.bodyLimit === "function"
    ? route.bodyLimit(req)
    : (route.bodyLimit ?? DEFAULT_BODY_LIMIT)
}

/**
 * busboy's refusals of a broken multipart body (a NUL or line break in a part
 * header, a body cut short) are plain errors; they are the client's to fix.
 */
function malformedMultipart(err: { message?: string }): ApiError {
  const reason = String(err?.message ?? "it is malformed").replace(/\.$/, "")
  return new ApiError({
    status: 400,
    code: ApiErrorCode.INVALID_REQUEST_BODY,
    detail: `The multipart body could not be read (${reason}). Part names and file names must not hold control characters such as NUL.`,
  })
}

/** A multipart body beyond the shared limits (src/utils/multipart-limits.ts): 400 in words naming the limit. */
function beyondLimit(
  err: { code?: string; field?: string },
  limits: Record<string, number>
): ApiError | undefined {
  const detail = describeMultipartLimit(err, limits)
  return detail
    ? new ApiError({
        status: 400,
        code: ApiErrorCode.INVALID_REQUEST_BODY,
        detail,
        pointer: err.field ? `/${err.field}` : "/",
      })
    : undefined
}

/**
 * multer for a multipart route: one file in the part "file" held in memory up
 * to the route's limit (413 above). Runs after authentication so that an
 * unauthenticated client cannot make the server read a large body.
 */
/** 415: the body comes in a content type the route does not read. */
const unsupportedMedia = (req: MedusaRequest, wanted: string) =>
  new ApiError({
    status: 415,
    code: ApiErrorCode.UNSUPPORTED_MEDIA_TYPE,
    detail: `Send the request body as ${wanted}, not ${req.headers["content-type"] ?? "without a content type"}.`,
  })

export function multipartParser(route: ApiRoute): Middleware {
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) {
      return sendApiError(
        req,
        res,
        unsupportedMedia(req, "multipart/form-data")
      )
    }
    const limit = limitOf(route, req)
    const { limits, cap, read } = multipartReader(limit)
    read(
      req,
      res,
      () => sendApiError(req, res, bodyCapError(cap)),
      (err?: unknown) => {
        if (!err) return next()
        const fields = transportFields(err)
        // multer's size error does not say the limit; the client needs it.
        if (fields.code === "LIMIT_FILE_SIZE") fields.limit = limit
        sendApiError(
          req,
          res,
          beyondLimit(fields, limits) ??
            (fields.name === "MulterError" ? err : malformedMultipart(fields))
        )
      }
    )
  }
}

/** 413: a multipart body beyond its cap, refused before it is read to its end. */
const bodyCapError = (cap: number) =>
  new ApiError({
    status: 413,
    code: ApiErrorCode.PAYLOAD_TOO_LARGE,
    detail: describeBodyCap(cap),
  })

/** A file part sent to a route that takes fields only. */
const fileNotTaken = (field: string | undefined) =>
  new ApiError({
    status: 400,
    code: ApiErrorCode.INVALID_REQUEST_BODY,
    detail: `This request takes form fields only, no file${field ? ` (the part "${field}" holds one)` : ""}.`,
    pointer: field ? `/${field}` : "/",
  })

/** multer for fields sent as multipart/form-data (no file); other bodies pass on to Express' parsers. */
function formDataParser(): Middleware {
  const { limits, cap, read } = multipartReader()
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) return next()
    read(
      req,
      res,
      () => sendApiError(req, res, bodyCapError(cap)),
      (err?: unknown) => {
        if (!err) {
          // multer's body has no prototype; the validators and their messages expect a plain object.
          req.body = { ...(req.body as Record<string, unknown>) }
          return next()
        }
        const fields = transportFields(err)
        const file =
          fields.code === "LIMIT_UNEXPECTED_FILE" ||
          fields.code === "LIMIT_FILE_COUNT"
        sendApiError(
          req,
          res,
          file
            ? fileNotTaken(fields.field)
            : (beyondLimit(fields, limits) ??
                (fields.name === "MulterError"
                  ? err
                  : malformedMultipart(fields)))
        )
      }
    )
  }
}

const MEDIA = {
  json: { is: "json", name: "application/json" },
  form: { is: "urlencoded", name: "application/x-www-form-urlencoded" },
  "form-data": { is: "multipart/form-data", name: "multipart/form-data" },
} as const

/**
 * Express' own parsers (and multer for form-data), with errors kept in the
 * dialect (413, 400, 415). A route without a body reads none: what a client
 * sends with a GET or DELETE is ignored, so such a route has no 413 or 415.
 */
export function bodyParser(route: ApiRoute): Middleware[] {
  const types = (route.bodyTypes ?? ["json"]).filter(
    (t): t is "json" | "form" | "form-data" => t !== "multipart"
  )
  if (!types.length || !route.body) return []
  const limit = route.bodyLimit
  if (typeof limit === "function") {
    throw new MedusaError(
      MedusaError.Types.INVALID_ARGUMENT,
      `Route ${route.path}: a per-request limit is for multipart bodies only`
    )
  }
  const parsers: [media: "json" | "form", parser: Middleware][] = []
  if (types.includes("json"))
    parsers.push([
      "json",
      json({ limit: limit ?? DEFAULT_BODY_LIMIT }) as unknown as Middleware,
    ])
  if (types.includes("form"))
    parsers.push([
      "form",
      urlencoded({
        limit: limit ?? DEFAULT_BODY_LIMIT,
        extended: false,
      }) as unknown as Middleware,
    ])
  const guard: Middleware = (req, res, next) => {
    const hasBody =
      Number(req.headers["content-length"] ?? 0) > 0 ||
      !!req.headers["transfer-encoding"]
    const accepted = req.is(types.map((t) => MEDIA[t].is))
    if (hasBody && route.body && !accepted) {
      const wanted = types.map((t) => MEDIA[t].name)
      return sendApiError(req, res, unsupportedMedia(req, wanted.join(" or ")))
    }
    next()
  }
  // Express' parsers answer a body beyond the limit only after reading it to
  // its end (8 GB took 14 s, also without a token): read no further, as for
  // multipart bodies, and close the connection after the 413. Only the parser
  // of the body's type counts what it reads (counting switches the stream to
  // flowing, and a body nobody reads would be lost); the others only set
  // their empty body, as Express' parsers do.
  const cap = limit ?? DEFAULT_BODY_LIMIT
  const wrapped = parsers.map<Middleware>(
    ([media, parser]) =>
      (req, res, next) => {
        const done = (err?: unknown) =>
          err ? sendApiError(req, res, err) : next()
        if (!req.is(MEDIA[media].is)) return parser(req, res, done)
        parseCapped(
          req,
          res,
          cap,
          (parsed) => parser(req, res, parsed),
          () =>
            sendApiError(req, res, { type: "entity.too.large", limit: cap }),
          done
        )
      }
  )
  if (types.includes("form-data")) wrapped.push(formDataParser())
  return [guard, ...wrapped]
}

/** Validates params, query and body with the route's zod schemas into `req.apiInput`. */
export function validate(route: ApiRoute): Step {
  return (req) => {
    // Filled part by part with what each schema passed (the route's own types: typed-route.ts).
    const input: Record<"params" | "query" | "body", unknown> = {
      params: req.params ?? {},
      query: {},
      body: undefined,
    }
    for (const part of ["params", "query", "body"] as const) {
      const schema = route[part]
      if (
        !schema ||
        (part === "body" && route.bodyValidatedByHandler) ||
        (part === "query" && route.queryValidatedByHandler)
      )
        continue
      const raw =
        part === "body"
          ? (req.body ?? {})
          : part === "query"
            ? req.query
            : req.params
      const result = schema.safeParse(raw)
      if (!result.success) {
        throw validationErrors(result.error, part === "body" ? "" : `/${part}`)
      }
      input[part] = result.data
    }
    ;(req as ApiRequest).apiInput = input as ApiRequest["apiInput"]
  }
}
