import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { ApiError, ApiErrorCode } from "../../errors"
import { toApiErrorResponse } from "../error-mapper"

describe("toApiErrorResponse", () => {
  it("renders an ApiError with all its items, pointer and meta", () => {
    const error = new ApiError(
      {
        status: 400,
        code: ApiErrorCode.INVALID_CRITERIA,
        detail: "Unknown field",
        pointer: "/filter/0/field",
      },
      {
        status: 400,
        code: ApiErrorCode.QUERY_LIMIT_EXCEEDED,
        detail: "Too many",
        pointer: "/limit",
        meta: { max: 500 },
      }
    )
    expect(toApiErrorResponse(error)).toEqual({
      status: 400,
      body: {
        errors: [
          {
            status: "400",
            code: "FRAMEWORK__INVALID_CRITERIA_PARAMETERS",
            title: "Bad Request",
            detail: "Unknown field",
            source: { pointer: "/filter/0/field" },
          },
          {
            status: "400",
            code: "FRAMEWORK__QUERY_LIMIT_EXCEEDED",
            title: "Bad Request",
            detail: "Too many",
            source: { pointer: "/limit" },
            meta: { max: 500 },
          },
        ],
      },
    })
  })

  it("turns each zod issue into a constraint violation pointing at the field", () => {
    const result = z
      .object({ label: z.string(), roles: z.array(z.string()) })
      .safeParse({ roles: [1] })
    const { status, body } = toApiErrorResponse(result.error)
    expect(status).toBe(400)
    expect(body.errors.map((e) => e.source?.pointer)).toEqual([
      "/label",
      "/roles/0",
    ])
    expect(body.errors[0]).toMatchObject({
      code: "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
      title: "Constraint violation error",
    })
    expect(body.errors[0].detail).toMatch(/^"label": /)
  })

  it("maps body parser and upload errors to 413, 400 and 415", () => {
    expect(
      toApiErrorResponse({ type: "entity.too.large", limit: 102400 }).body
        .errors[0]
    ).toMatchObject({
      status: "413",
      code: "FRAMEWORK__PAYLOAD_TOO_LARGE",
      detail: "The request body is too large. The limit is 102400 bytes.",
    })
    expect(toApiErrorResponse({ code: "LIMIT_FILE_SIZE" }).status).toBe(413)
    expect(
      toApiErrorResponse({ type: "entity.parse.failed" }).body.errors[0].code
    ).toBe("FRAMEWORK__INVALID_REQUEST_BODY")
    expect(toApiErrorResponse({ type: "charset.unsupported" }).status).toBe(415)
  })

  it("maps Medusa's error types to statuses", () => {
    const cases: [string, number][] = [
      [MedusaError.Types.NOT_FOUND, 404],
      [MedusaError.Types.INVALID_DATA, 400],
      [MedusaError.Types.DUPLICATE_ERROR, 409],
      [MedusaError.Types.CONFLICT, 409],
      [MedusaError.Types.UNAUTHORIZED, 401],
      [MedusaError.Types.FORBIDDEN, 403],
    ]
    for (const [type, status] of cases) {
      const { status: got, body } = toApiErrorResponse(
        new MedusaError(type, "words for the clerk")
      )
      expect([type, got, body.errors[0].detail]).toEqual([
        type,
        status,
        "words for the clerk",
      ])
    }
  })

  it("answers anything unexpected with a 500 that hides internals, and logs it", () => {
    const logger = { error: jest.fn() }
    const error = new Error(
      'insert into "plugin_integration" values ($1) - duplicate key at /srv/app/x.ts:1'
    )
    const { status, body } = toApiErrorResponse(error, logger as any)
    expect(status).toBe(500)
    expect(body.errors[0].code).toBe("FRAMEWORK__INTERNAL_SERVER_ERROR")
    expect(JSON.stringify(body)).not.toMatch(
      /insert|plugin_integration|\.ts|at \//
    )
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining("duplicate key")
    )
  })
})
