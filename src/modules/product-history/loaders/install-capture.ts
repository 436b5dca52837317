import type { LoaderOptions } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { hookActorIntoConnections } from "../capture/connection-hook"
import { installCapture } from "../capture/install"

/** Installs the capture triggers (when their SQL changed) and hooks the actor into the shared connection pool. */
export default async function installCaptureLoader({
  container,
  options,
}: LoaderOptions): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // The plugin's options are validated as a whole by the plugin-settings module at start-up; this module reads only its own.
  const historyCapture =
    (options as { historyCapture?: boolean } | undefined)?.historyCapture !==
    false
  hookActorIntoConnections(knex)
  const result = await installCapture(knex, historyCapture)
  if (result === "tables-missing") {
    logger.info(
      "Product history: capture not installed yet (tables missing; run `medusa db:migrate`)."
    )
  } else if (result === "installed") {
    logger.info(
      `Product history: capture triggers installed (${historyCapture ? "on" : "off"}).`
    )
  }
}
