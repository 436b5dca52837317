import type { MedusaContainer } from "@medusajs/framework/types"
import { Module } from "@medusajs/framework/utils"
import ApiAccessModuleService from "./service"

export const API_ACCESS_MODULE = "apiAccess"

/** The module's service from a container (request scope, workflow step, console). */
export const apiAccess = (container: MedusaContainer) =>
  container.resolve<ApiAccessModuleService>(API_ACCESS_MODULE)

export default Module(API_ACCESS_MODULE, {
  service: ApiAccessModuleService,
})
