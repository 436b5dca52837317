import { z } from "@medusajs/framework/zod"
import { ApiError, ApiErrorCode, type ApiErrorInit } from "../errors"
import { pointerOf, validationErrors } from "../http/error-mapper"
import { boundedList } from "../../utils/bounded-list"

/**
 * What one sync request may hold: the writes run one after another inside one
 * request, so the limits keep a request within seconds. Larger imports are
 * split into several requests.
 */
export const SYNC_LIMITS = {
  operations: 100,
  items: 500,
  /** Filters of a delete by criteria. */
  criteria: 10,
  keyLength: 255,
  bodyBytes: 2 * 1024 * 1024,
} as const

const WORDS = {
  item: 'must be an object, such as {"id": "…"} or the fields of the entity',
  entity:
    'needs to be a non-empty string naming the entity, e.g. "plugin_b2b_profile"',
  action: 'must be "upsert" or "delete"',
}

const record = z.record(z.string(), z.unknown(), { error: WORDS.item })

/** One operation as Shopware's `SyncOperation::createFromArray` reads it (6.5+), strict. */
export const syncOperationSchema = z
  .object({
    key: z
      .string()
      .min(1)
      .max(SYNC_LIMITS.keyLength)
      .optional()
      .describe(
        "Names the operation in error pointers; default: its key in the body"
      ),
    entity: z.string({ error: WORDS.entity }).min(1, WORDS.entity).max(100),
    action: z.enum(["upsert", "delete"], { error: WORDS.action }),
    // Counted before the items: a 2 MB body holds a million items such as `0`.
    payload: boundedList(
      record,
      SYNC_LIMITS.items,
      "items",
      "must be a list of objects"
    )
      .optional()
      .describe(
        'upsert: the entities (an id of an existing one updates it); delete: [{"id": "…"}]'
      ),
    criteria: boundedList(
      record,
      SYNC_LIMITS.criteria,
      "items",
      "must be a list of filters"
    )
      .optional()
      .describe(
        "delete only, instead of payload: Shopware filters naming the rows to delete"
      ),
  })
  .strict()

export type SyncOperation = {
  /** The operation's name: its `key`, or its key (or position) in the body. */
  key: string
  /** JSON pointer of the operation in errors, e.g. `/write-profiles`. */
  pointer: string
  entity: string
  action: "upsert" | "delete"
  payload: Record<string, unknown>[]
  criteria?: Record<string, unknown>[]
}

const problem = (
  detail: string,
  pointer?: string,
  meta?: Record<string, unknown>
): ApiErrorInit => ({
  status: 400,
  code: ApiErrorCode.INVALID_SYNC_OPERATION,
  title: "Bad Request",
  detail,
  pointer,
  ...(meta ? { meta } : {}),
})

/** Shopware's rules of an operation beyond its shape (`SyncOperation::validate`). */
function ruleProblems(
  op: z.infer<typeof syncOperationSchema>,
  at: string
): ApiErrorInit[] {
  const out: ApiErrorInit[] = []
  if (op.criteria && op.payload)
    out.push(
      problem(
        'An operation has either "payload" or "criteria", not both.',
        `${at}/criteria`
      )
    )
  else if (op.criteria && op.action !== "delete")
    out.push(
      problem(
        '"criteria" names rows to delete: it belongs to an operation with action "delete".',
        `${at}/criteria`
      )
    )
  else if (!op.payload?.length && !op.criteria?.length)
    out.push(
      problem(
        'Missing "payload" (or, for a delete, "criteria"): it needs to be a non-empty list.',
        `${at}/payload`
      )
    )
  return out
}

/**
 * Reads a sync body: an object of named operations (Shopware 6.5+) or a list
 * of them (keys "0", "1", …). Every problem of the request is answered at
 * once (400), each with its pointer; nothing is looked up before.
 */
export function parseSyncBody(body: unknown): SyncOperation[] {
  if (!body || typeof body !== "object")
    throw new ApiError(
      problem(
        "Invalid payload format. Expected an object of named operations (or a list of operations).",
        "/"
      )
    )
  const entries = Object.entries(body as Record<string, unknown>)
  if (entries.length > SYNC_LIMITS.operations)
    throw new ApiError(
      problem(
        `The request holds ${entries.length} operations; at most ${SYNC_LIMITS.operations} are allowed. Put the items of one entity and action into one operation, or split the request.`,
        "/",
        { maxOperations: SYNC_LIMITS.operations }
      )
    )
  const problems: ApiErrorInit[] = []
  const operations: SyncOperation[] = []
  for (const [bodyKey, raw] of entries) {
    const at = pointerOf([bodyKey])
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      problems.push(
        problem(
          `Operation "${bodyKey}": invalid payload format. Expected an object with "entity", "action" and "payload".`,
          at
        )
      )
      continue
    }
    const parsed = syncOperationSchema.safeParse(raw)
    if (!parsed.success) {
      problems.push(
        ...validationErrors(parsed.error, at).items.map((item) => ({
          ...item,
          code: ApiErrorCode.INVALID_SYNC_OPERATION,
          title: "Bad Request",
          detail: `Operation "${bodyKey}": ${item.detail}`,
        }))
      )
      continue
    }
    const rules = ruleProblems(parsed.data, at)
    if (rules.length) {
      problems.push(...rules)
      continue
    }
    const key = parsed.data.key ?? bodyKey
    operations.push({
      key,
      pointer: pointerOf([key]),
      entity: parsed.data.entity,
      action: parsed.data.action,
      payload: parsed.data.payload ?? [],
      criteria: parsed.data.criteria,
    })
  }
  const items = operations.reduce((n, op) => n + op.payload.length, 0)
  if (items > SYNC_LIMITS.items)
    problems.unshift(
      problem(
        `The request holds ${items} items; at most ${SYNC_LIMITS.items} are allowed in one sync request. Split it into several requests.`,
        "/",
        { maxItems: SYNC_LIMITS.items }
      )
    )
  if (problems.length) throw new ApiError(problems[0], ...problems.slice(1))
  return operations
}
