import type { MedusaContainer } from "@medusajs/framework/types"
import { B2B_IMPORT_MODULE } from "../src/modules/b2b-import"
import type B2bImportModuleService from "../src/modules/b2b-import/service"
import {
  createFieldMappingWorkflow,
  createProfileWorkflow,
} from "../src/workflows/b2b-import"

type DemoProfile = {
  profile: Record<string, unknown>
  mappings: {
    source: string
    target: string
    required?: boolean
    transform?: unknown[]
  }[]
}

/**
 * The demo import profiles: a German ERP (CSV, automatic), an EDI client (CSV, manual approval), and one per
 * further format (openTRANS, Excel, EDIFACT, PEPPOL/UBL, cXML; manual approval) that reads its example in
 * docs/examples/orders/.
 */
export const DEMO_B2B_PROFILES: DemoProfile[] = [
  {
    profile: {
      name: "Demo ERP (CSV, automatic)",
      approval_mode: "auto",
      file_format: "csv",
      csv_delimiter: ";",
      decimal_separator: ",",
      customer_lookup: "number",
      price_source: "catalogue",
    },
    mappings: [
      {
        source: "Bestellnummer",
        target: "order.externalNumber",
        required: true,
        transform: [{ type: "trim" }],
      },
      {
        source: "Kundennummer",
        target: "customer.number",
        required: true,
        transform: [{ type: "trim" }, { type: "upper" }],
      },
      {
        source: "Artikelnummer",
        target: "line.sku",
        transform: [{ type: "trim" }, { type: "upper" }],
      },
      { source: "Menge", target: "line.quantity" },
      { source: "Bemerkung", target: "line.note" },
      {
        source: "Liefertermin",
        target: "order.requestedDate",
        transform: [{ type: "date", format: "dd.MM.yyyy" }],
      },
    ],
  },
  {
    profile: {
      name: "Demo EDI (CSV, manual approval)",
      approval_mode: "manual",
      file_format: "csv",
      csv_delimiter: null,
      customer_lookup: "email",
      price_source: "file",
    },
    mappings: [
      {
        source: "order_number",
        target: "order.externalNumber",
        required: true,
      },
      {
        source: "email",
        target: "customer.email",
        required: true,
        transform: [{ type: "trim" }, { type: "lower" }],
      },
      { source: "sku", target: "line.sku" },
      { source: "qty", target: "line.quantity" },
      { source: "unit_price", target: "line.unitPrice", required: true },
    ],
  },
  {
    profile: {
      name: "Demo openTRANS (XML, manual approval)",
      approval_mode: "manual",
      file_format: "opentrans",
      customer_lookup: "number",
      price_source: "catalogue",
    },
    mappings: [],
  },
  {
    profile: {
      name: "Demo Excel order form (manual approval)",
      approval_mode: "manual",
      file_format: "xlsx",
      header_row: 3,
      decimal_separator: ",",
      customer_lookup: "number",
      price_source: "catalogue",
    },
    mappings: [
      {
        source: "Bestellnummer",
        target: "order.externalNumber",
        required: true,
      },
      { source: "Kundennummer", target: "customer.number", required: true },
      { source: "Artikelnummer", target: "line.sku" },
      { source: "Menge", target: "line.quantity" },
      { source: "Einzelpreis", target: "line.unitPrice" },
      { source: "Liefertermin", target: "order.requestedDate" },
      { source: "Bemerkung", target: "line.note" },
    ],
  },
  // The standards need no mappings: their profiles read the standard fields, and find the buyer by its party id.
  {
    profile: {
      name: "Demo EDIFACT ORDERS (EANCOM, manual approval)",
      approval_mode: "manual",
      file_format: "edifact",
      customer_lookup: "number",
      customer_number_field: "gln",
      price_source: "catalogue",
    },
    mappings: [],
  },
  {
    profile: {
      name: "Demo PEPPOL/UBL Order (manual approval)",
      approval_mode: "manual",
      file_format: "ubl",
      customer_lookup: "number",
      customer_number_field: "gln",
      price_source: "catalogue",
    },
    mappings: [],
  },
  {
    profile: {
      name: "Demo cXML OrderRequest (Ariba, manual approval)",
      approval_mode: "manual",
      file_format: "cxml",
      customer_lookup: "number",
      customer_number_field: "ariba_network_id",
      price_source: "catalogue",
    },
    mappings: [],
  },
]

/** Creates the demo profiles that are missing (by name), with their field mappings. */
export async function seedB2bProfiles(
  container: MedusaContainer
): Promise<string[]> {
  const service = container.resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
  const ids: string[] = []
  for (const { profile, mappings } of DEMO_B2B_PROFILES) {
    const [existing] = await service.listImportProfiles({
      name: profile.name as string,
    })
    if (existing) {
      ids.push(existing.id)
      continue
    }
    const { result } = await createProfileWorkflow(container).run({
      input: profile,
    })
    for (const [position, mapping] of mappings.entries()) {
      await createFieldMappingWorkflow(container).run({
        input: { ...mapping, profile_id: result.id, position },
      })
    }
    ids.push(result.id)
  }
  return ids
}
