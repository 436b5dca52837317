import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { updateIntegrationWorkflow } from "../../../../../workflows/api-access"
import { adminCaller } from "../../../../utils/require-admin-privileges"

/** Issues a new secret (shown once); tokens of the old secret stop working. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  const { result } = await updateIntegrationWorkflow(req.scope).run({
    input: {
      id: req.params.id,
      regenerateSecret: true,
      caller: await adminCaller(req),
    },
  })
  res.json({
    id: req.params.id,
    access_key: result.integration.access_key,
    secret: result.secret,
  })
}
