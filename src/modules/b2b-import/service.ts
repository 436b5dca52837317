import { MedusaService } from "@medusajs/framework/utils"
import { FieldMapping } from "./models/field-mapping"
import { InboundRecord } from "./models/inbound-record"
import { Profile } from "./models/profile"

/** Import profiles, field mappings and inbound records of the B2B order import. */
export default class B2bImportModuleService extends MedusaService({
  // Keys follow the model names so that query.graph finds the list methods.
  PluginB2bProfile: Profile,
  PluginB2bFieldMapping: FieldMapping,
  PluginB2bInboundRecord: InboundRecord,
}) {}
