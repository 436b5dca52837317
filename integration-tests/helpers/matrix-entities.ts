import type { MedusaContainer } from "@medusajs/framework/types"
import { ProductStatus } from "@medusajs/framework/utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { ALL_PRIVILEGES } from "../../src/modules/api-access/privileges"
import { B2B_IMPORT_MODULE } from "../../src/modules/b2b-import"
import type B2bImportModuleService from "../../src/modules/b2b-import/service"
import { PRODUCT_HISTORY_MODULE } from "../../src/modules/product-history"
import {
  createFieldMappingWorkflow,
  createProfileWorkflow,
} from "../../src/workflows/b2b-import"

/**
 * The import and history entities both authorisation matrices call their
 * routes on: a manual profile with one mapping and a pending record (whose
 * file_key names no stored file), and a product with a history entry whose
 * new value is the product's current title, so rolling it back succeeds.
 */
export async function makeMatrixEntities(container: MedusaContainer) {
  const { result: profile } = await createProfileWorkflow(container).run({
    input: {
      name: "Matrix target profile",
      approval_mode: "manual",
      file_format: "csv",
    },
  })
  const { result: mapping } = await createFieldMappingWorkflow(container).run({
    input: { profile_id: profile.id, source: "SKU", target: "line.sku" },
  })
  const [record] = await container
    .resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
    .createInboundRecords([
      {
        id: "ab".repeat(16),
        profile_id: profile.id,
        file_name: "order.csv",
        file_size: 10,
        file_sha256: "0".repeat(64),
        file_key: "matrix/order.csv",
      },
    ])
  const { result: products } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: "Matrix product",
          status: ProductStatus.PUBLISHED,
          options: [{ title: "Size", values: ["One"] }],
          variants: [{ title: "One", options: { Size: "One" }, prices: [] }],
        },
      ],
    },
  })
  const entry = await container
    .resolve<{
      createProductHistoryEntries: (data: object) => Promise<{ id: string }>
    }>(PRODUCT_HISTORY_MODULE)
    .createProductHistoryEntries({
      id: "cd".repeat(16),
      product_id: products[0].id,
      product_name: "Matrix product",
      product_number: products[0].handle,
      field_name: "title",
      old_value: "Matrix product (old)",
      new_value: "Matrix product",
      changed_at: new Date(),
      source: "cli",
      changed_by: "cli",
    })
  return {
    profileId: profile.id,
    mappingId: mapping.id,
    recordId: record.id,
    productId: products[0].id,
    entryId: entry.id,
  }
}

/** Every privilege on a resource other than those the route asks for (create/update/delete imply read). */
export function everyOtherPrivilege(privileges: readonly string[]): string[] {
  const resources = new Set(privileges.map((p) => p.split(":")[0]))
  return ALL_PRIVILEGES.filter((p) => !resources.has(p.split(":")[0]))
}
