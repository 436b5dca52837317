import type { MedusaContainer } from "@medusajs/framework/types"
import { B2B_IMPORT_MODULE } from "../../../modules/b2b-import"
import type B2bImportModuleService from "../../../modules/b2b-import/service"

/** The B2B import module's service from a container. */
export function b2bImport(container: MedusaContainer) {
  return container.resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
}
