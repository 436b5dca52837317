import type { InferTypeOf } from "@medusajs/framework/types"
import { z } from "@medusajs/framework/zod"
import type { InboundRun } from "../../modules/b2b-import/models/inbound-run"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { orderKeptMessage } from "../../modules/b2b-import/pipeline/order/order-number"
import { runsInOrder } from "../../modules/b2b-import/runs"
import {
  inboundRecordSchema,
  inboundRunSchema,
  rowErrorSchema,
} from "../../modules/b2b-import/inbound-record-schema"
import { deleteInboundRecordsWorkflow } from "../../workflows/b2b-import"
import type { EntityDefinition } from "./definition"
import {
  storedEntityFields,
  storedRead,
  wireRow,
  wireShape,
} from "./from-schema"
import type { EntityFields } from "./types"

export { rowErrorSchema }

/** A run as the /api shows it: the module's one schema with camelCase keys. */
const runSchema = z.object(wireShape(inboundRunSchema.shape))
/** A run as the module stores it. */
type RunRow = InferTypeOf<typeof InboundRun>

// Not yet in the /api dialect: the order lines counted and what approve found changed.
const recordShape = inboundRecordSchema.omit({
  line_count: true,
  changes: true,
}).shape
const recordWire = wireShape(recordShape)
const recordFields = storedEntityFields(recordShape, {
  profileId: { type: "id" },
  fileName: { searchable: true },
  externalOrderNumber: { searchable: true },
})

/** `/api/plugin-b2b-inbound-record`: uploaded order files; created by upload, read, searched and deleted here. */
export const inboundRecordEntity: EntityDefinition = {
  name: "plugin_b2b_inbound_record",
  path: "plugin-b2b-inbound-record",
  privilege: "plugin_b2b_inbound_record",
  graphEntity: "inbound_record",
  associations: {
    profile: {
      entity: "plugin_b2b_profile",
      link: { kind: "one", column: "profile_id" },
    },
  },
  // Written by the pipeline only: every field is read-only here.
  fields: Object.fromEntries(
    Object.entries({
      ...recordFields,
      runs: {
        column: "runs",
        type: "json",
        select: ["runs.*"],
        get: (row) =>
          runsInOrder(row.runs as RunRow[] | null).map((run) =>
            wireRow(inboundRunSchema.shape, run)
          ),
      },
    } satisfies EntityFields).map(([wire, field]) => [
      wire,
      { ...field, readOnly: true },
    ])
  ),
  readSchema: storedRead(hexIdSchema, {
    ...recordWire,
    runs: z
      .array(runSchema)
      .describe("The record's history of runs, oldest first"),
  }),
  defaultSort: { created_at: "DESC" },
  delete: async (container, ids) => {
    const { result } = await deleteInboundRecordsWorkflow(container).run({
      input: { ids },
    })
    const [kept] = result.keptOrders
    return { notice: kept ? orderKeptMessage(kept) : null }
  },
  deleteNotice:
    "When the record had created an order, the header `X-Plugin-Notice` says that the order stays and keeps its order number (a file with that number is refused as DUPLICATE_ORDER_NUMBER).",
}
