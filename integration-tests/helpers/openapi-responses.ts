import Ajv, { type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"

/** An answer as the contract test reads it: the body as text, parsed here. */
export type Answer = {
  status: number
  headers: Record<string, unknown>
  data: unknown
}

const JSON_TYPES = ["application/json", "application/vnd.api+json"]

/**
 * Checks answers against the operations of the served OpenAPI document with
 * a JSON Schema validator (Ajv, which reads OpenAPI 3.0's `nullable`): the
 * status must be listed, the media type one the status lists, and a JSON body
 * must match that media type's schema. Returns what does not hold, in words.
 */
export class OpenApiResponseChecker {
  private readonly ajv: Ajv
  private readonly compiled = new Map<string, ValidateFunction>()

  constructor(private readonly doc: any) {
    this.ajv = new Ajv({ strict: false, allErrors: true })
    addFormats(this.ajv)
    // Every `#/components/...` of the document resolves inside this schema.
    this.ajv.addSchema({ components: doc.components }, "openapi")
  }

  /** `path` is the document's path template (below the server's /api). */
  problems(method: string, path: string, answer: Answer): string[] {
    const operation = this.doc.paths?.[path]?.[method.toLowerCase()]
    if (!operation) return [`the document has no operation ${method} ${path}`]
    const documented = operation.responses?.[String(answer.status)]
    if (!documented) {
      const listed = Object.keys(operation.responses ?? {}).join(", ")
      return [
        `answered ${answer.status}, which the document does not list (it lists ${listed}): ${preview(answer.data)}`,
      ]
    }
    const type = mediaType(answer.headers["content-type"])
    const content = documented.content as Record<string, any> | undefined
    if (!content) {
      return isEmpty(answer.data)
        ? []
        : [
            `answered ${answer.status} with a body, which the document does not give: ${preview(answer.data)}`,
          ]
    }
    if (!type || !content[type]) {
      return [
        `answered ${answer.status} as ${type ?? "no media type"}; the document lists ${Object.keys(content).join(", ")}`,
      ]
    }
    if (!JSON_TYPES.includes(type)) return []
    let body: unknown
    try {
      body =
        typeof answer.data === "string" ? JSON.parse(answer.data) : answer.data
    } catch {
      return [`answered ${type} that is not JSON: ${preview(answer.data)}`]
    }
    const validate = this.validator(
      `${method} ${path} ${answer.status} ${type}`,
      content[type].schema
    )
    if (validate(body)) return []
    return [
      `${answer.status} ${type} does not match the document's schema: ${this.ajv.errorsText(validate.errors, { separator: "; " })}; body ${preview(body)}`,
    ]
  }

  /** Problems of a JSON body against a named schema of the document, e.g. ErrorResponse. */
  componentProblems(schemaName: string, data: unknown): string[] {
    const validate = this.validator(`component ${schemaName}`, {
      $ref: `#/components/schemas/${schemaName}`,
    })
    let body: unknown
    try {
      body = typeof data === "string" ? JSON.parse(data) : data
    } catch {
      return [`not JSON: ${preview(data)}`]
    }
    return validate(body)
      ? []
      : [
          `does not match ${schemaName}: ${this.ajv.errorsText(validate.errors)}`,
        ]
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let validate = this.compiled.get(key)
    if (!validate) {
      const text = JSON.stringify(schema ?? {}).replace(
        /"#\/components\//g,
        '"openapi#/components/'
      )
      validate = this.ajv.compile(JSON.parse(text))
      this.compiled.set(key, validate)
    }
    return validate
  }
}

function mediaType(header: unknown): string | undefined {
  return typeof header === "string"
    ? header.split(";")[0].trim().toLowerCase()
    : undefined
}

function isEmpty(data: unknown): boolean {
  return data === undefined || data === null || data === ""
}

function preview(data: unknown): string {
  const text = typeof data === "string" ? data : JSON.stringify(data)
  return text === undefined ? "(none)" : text.slice(0, 400)
}
