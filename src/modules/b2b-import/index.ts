import { Module } from "@medusajs/framework/utils"
import B2bImportModuleService from "./service"

export const B2B_IMPORT_MODULE = "b2bImport"

export default Module(B2B_IMPORT_MODULE, {
  service: B2bImportModuleService,
})
