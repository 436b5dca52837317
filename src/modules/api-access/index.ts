import { Module } from "@medusajs/framework/utils"
import ApiAccessModuleService from "./service"

export const API_ACCESS_MODULE = "apiAccess"

export default Module(API_ACCESS_MODULE, {
  service: ApiAccessModuleService,
})
