import type { ConfigModule, MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { pluginOptions } from "../../../modules/plugin-settings/plugin-options"
import type { TargetPolicy } from "../../../modules/webhooks/delivery/target-guard"

function config(container: MedusaContainer): ConfigModule {
  return container.resolve<ConfigModule>(
    ContainerRegistrationKeys.CONFIG_MODULE
  )
}

/** The shop's own address as receivers see it in `source.url` (MEDUSA_BACKEND_URL, else the admin's backend URL, else localhost). */
export function shopUrl(container: MedusaContainer): string {
  const fromConfig = config(container).admin?.backendUrl
  return (
    process.env.MEDUSA_BACKEND_URL ||
    (fromConfig && fromConfig !== "/" ? fromConfig : undefined) ||
    `http://localhost:${process.env.PORT || 9000}`
  ).replace(/\/+$/, "")
}

/** Where webhooks may point here: the plugin option, and never the shop itself. */
export function targetPolicy(container: MedusaContainer): TargetPolicy {
  const port = process.env.PORT || "9000"
  const own = [
    shopUrl(container),
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    `http://[::1]:${port}`,
  ]
  return {
    allowPrivateTargets: pluginOptions(container).webhooks.allowPrivateTargets,
    shopOrigins: [...new Set(own)],
  }
}

/** The key webhook secrets are sealed with: derived from the shop's JWT secret (secret-box.ts). */
export function sealingKey(container: MedusaContainer): string {
  const secret = config(container).projectConfig.http.jwtSecret
  if (!secret) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      "The shop has no JWT secret (projectConfig.http.jwtSecret, JWT_SECRET): webhook secrets cannot be sealed."
    )
  }
  return typeof secret === "string" ? secret : secret.toString("utf8")
}
