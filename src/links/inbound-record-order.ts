import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import B2bImportModule from "../modules/b2b-import"

// TypeScript gives up (TS2589) on the inferred linkable types of this module;
// the runtime object is Medusa's own, only its static type is narrowed here.
type Linkables = { linkable: Record<"pluginB2bInboundRecord", Parameters<typeof defineLink>[0]> }
const inboundRecord = (B2bImportModule as unknown as Linkables).linkable.pluginB2bInboundRecord

/** The order an inbound record created; deleting either side keeps the other. */
export default defineLink(inboundRecord, OrderModule.linkable.order)
