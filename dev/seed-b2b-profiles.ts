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

/** The demo import profiles: a German ERP (CSV, automatic), an EDI client (CSV, manual approval) and openTRANS XML (manual). */
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
