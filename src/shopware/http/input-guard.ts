import type { MedusaRequest } from "@medusajs/framework/http"
import {
  describeInputProblem,
  findInputProblem,
  findMultipartProblem,
  hasNul,
  type InputPart,
  type InputProblem,
} from "../../utils/input-limits"
import { ApiError, ApiErrorCode } from "../errors"
import { pointerOf } from "./error-mapper"

/**
 * The `/api` dialect's side of the input limits: every route's path
 * parameters, query string, body and multipart fields are checked for NUL
 * characters and over-deep nesting before authentication, validation or a
 * handler sees them. PostgreSQL refuses NUL in text (a 500 deep inside a
 * query, or a dropped connection once a streamed export has begun), and
 * recursive code over hostile nesting overflows the stack or holds the event
 * loop; a 400 that names the parameter is the only useful answer to either.
 */

// Pointers as the validation step writes them: /params/<name>, /query/<key>, body fields from the root.
const POINTER_PREFIX: Record<InputPart, string> = {
  path: "/params",
  query: "/query",
  body: "",
  form: "",
}

// A fixed part of the URL path is no parameter: no pointer; the body's root is "/".
function pointerFor(
  part: InputPart,
  problem: InputProblem
): string | undefined {
  if (!problem.path.length)
    return part === "path" ? undefined : POINTER_PREFIX[part] || "/"
  return pointerOf(problem.path, POINTER_PREFIX[part])
}

function refusal(part: InputPart, problem: InputProblem): ApiError {
  const nul = problem.kind === "nul"
  return new ApiError({
    status: 400,
    code: nul ? ApiErrorCode.INVALID_CHARACTER : ApiErrorCode.INPUT_TOO_DEEP,
    detail: describeInputProblem(part, problem),
    pointer: pointerFor(part, problem),
    ...(problem.kind === "depth"
      ? { meta: { maxDepth: problem.maxDepth } }
      : {}),
  })
}

/** A NUL in the URL path of a request no route serves (it would otherwise be a 404). */
export function urlPathRefusal(decodedPath: string): ApiError | undefined {
  return hasNul(decodedPath)
    ? refusal("path", { kind: "nul", path: [] })
    : undefined
}

/**
 * A path Express cannot decode (e.g. `%E0%A4%A`): matching the first route
 * with a parameter would fail and Medusa's handler answer 500. Mounted on
 * `/api`, which has no parameter, so it runs before any route tries.
 */
export function undecodablePathRefusal(
  originalUrl: string
): ApiError | undefined {
  try {
    decodeURIComponent(originalUrl.split("?")[0])
    return undefined
  } catch {
    return new ApiError({
      status: 400,
      code: ApiErrorCode.INVALID_CHARACTER,
      detail:
        "The URL path is not valid percent-encoded UTF-8 (a % must be followed by two hexadecimal digits forming UTF-8); encode it again.",
    })
  }
}

/** Path parameters (Express has decoded them) and the parsed query string. */
export function guardUrl(req: MedusaRequest): void {
  for (const [name, value] of Object.entries(req.params ?? {})) {
    if (typeof value === "string" && hasNul(value))
      throw refusal("path", { kind: "nul", path: [name] })
  }
  const problem = findInputProblem(req.query)
  if (problem) throw refusal("query", problem)
}

/** The parsed JSON or form-encoded body. */
export function guardBody(req: MedusaRequest): void {
  const problem = findInputProblem(req.body)
  if (problem) throw refusal(req.is("urlencoded") ? "form" : "body", problem)
}

/** Multipart text fields and the uploaded file's name, as multer left them. */
export function guardMultipartFields(req: MedusaRequest): void {
  const problem = findMultipartProblem(req)
  if (problem) throw refusal("form", problem)
}
