import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import B2bImportModule from "../modules/b2b-import"

// TypeScript gives up (TS2589) on the inferred linkable types of this module;
// the runtime object is Medusa's own, only its static type is narrowed here.
type Linkables = {
  linkable: Record<"inboundRecord", { serviceName: string; entity?: string }>
}
const inboundRecord = (B2bImportModule as unknown as Linkables).linkable
  .inboundRecord

/**
 * The order an inbound record created, read through the record's `order_id`
 * (the one record → order reference; no link table), e.g.
 * `query.graph({ entity: "inbound_record", fields: ["order.display_id"] })`.
 * Deleting either side keeps the other.
 */
export default defineLink(
  { linkable: inboundRecord, field: "order_id" },
  OrderModule.linkable.order,
  { readOnly: true }
)
