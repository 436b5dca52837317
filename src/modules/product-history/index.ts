import { Module } from "@medusajs/framework/utils"
import installCaptureLoader from "./loaders/install-capture"
import ProductHistoryModuleService from "./service"

export const PRODUCT_HISTORY_MODULE = "productHistory"

export default Module(PRODUCT_HISTORY_MODULE, {
  service: ProductHistoryModuleService,
  loaders: [installCaptureLoader],
})
