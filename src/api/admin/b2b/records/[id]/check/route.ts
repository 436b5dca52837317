import type { AdminInboundCheck } from "../../../../../../types/b2b-import"
import { checkInboundRecordWorkflow } from "../../../../../../workflows/b2b-import"
import type { AdminRequest, AdminResponse } from "../../../../../utils/http"

/** A camelCase key in snake_case. */
const snake = (key: string) =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The value with snake_case keys throughout (the check holds plain JSON). */
function snaked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snaked)
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [snake(k), snaked(v)])
    )
  return value
}

/** The approval check, a dry run of approve: what approve would create now and what changed; writes nothing. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  const { result: check } = await checkInboundRecordWorkflow(req.scope).run({
    input: { recordId: req.params.id },
  })
  res.json({ check: snaked(check) as AdminInboundCheck })
}
