import type { MedusaContainer } from "@medusajs/framework/types"
import { Module } from "@medusajs/framework/utils"
import WebhooksModuleService from "./service"

export const WEBHOOKS_MODULE = "pluginWebhooks"

/** The module's service from a container (request scope, workflow step, job). */
export const webhooks = (container: MedusaContainer) =>
  container.resolve<WebhooksModuleService>(WEBHOOKS_MODULE)

export default Module(WEBHOOKS_MODULE, {
  service: WebhooksModuleService,
})
