import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { leftoverOrdersOf } from "../utils/leftover-orders"

/**
 * Orders that interrupted runs created for these records and the records do
 * not name yet (see utils/leftover-orders.ts). Reads only.
 */
export const findLeftoverOrdersStep = createStep(
  "plugin-b2b-find-leftover-orders",
  async (ids: string[], { container }) => {
    const records = await b2bImport(container).listInboundRecords(
      { id: ids },
      { select: ["id", "status", "order_id"] }
    )
    return new StepResponse(await leftoverOrdersOf(container, records))
  }
)
