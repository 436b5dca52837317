import { z } from "@medusajs/framework/zod"
import { ApiErrorCode } from "../errors"

/** Shopware's error body as `toApiErrorResponse` renders it (see http/error-mapper.ts). */
export const errorResponseSchema = z.object({
  errors: z
    .array(
      z.object({
        status: z.string().describe('The HTTP status as a string, e.g. "403"'),
        code: z
          .string()
          .describe(
            `A stable error code: ${Object.values(ApiErrorCode).join(", ")}`
          ),
        title: z
          .string()
          .describe("The status' reason phrase or a short summary"),
        detail: z.string().describe("What went wrong, in words"),
        source: z
          .object({
            pointer: z
              .string()
              .describe(
                "JSON pointer to the offending input, e.g. /roles/0 or /query/limit"
              ),
          })
          .optional(),
        meta: z
          .record(z.string(), z.unknown())
          .optional()
          .describe("Additional machine-readable details"),
      })
    )
    .min(1),
})
