import type { MedusaContainer } from "@medusajs/framework/types"
import { Module } from "@medusajs/framework/utils"
import B2bImportModuleService from "./service"

export const B2B_IMPORT_MODULE = "b2bImport"

/** The module's service from a container (request scope, workflow step, console). */
export const b2bImport = (container: MedusaContainer) =>
  container.resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)

export default Module(B2B_IMPORT_MODULE, {
  service: B2bImportModuleService,
})
