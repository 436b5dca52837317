import type { LoaderOptions } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { hookActorIntoConnections } from "../capture/connection-hook"
import { installCapture, unsupportedSchemaProblem } from "../capture/install"
import { setCaptureStatus } from "../capture/status"
import { ensurePartitions } from "../partitions/partition-upkeep"

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
  const installed = await installCapture(knex, historyCapture)
  switch (installed.result) {
    case "tables-missing": {
      const problem = `Product history: capture not installed yet (tables missing: ${installed.tables.join(", ")}; run \`medusa db:migrate\`).`
      setCaptureStatus({ state: "not-installed", problem })
      logger.info(problem)
      return
    }
    case "unsupported": {
      const problem = unsupportedSchemaProblem(installed.missing)
      setCaptureStatus({ state: "unsupported", problem })
      // One line, naming the columns: the shop stays up and saves products; only the history is not written.
      logger.error(problem)
      return
    }
    case "installed":
      logger.info(
        `Product history: capture triggers installed (${historyCapture ? "on" : "off"}).`
      )
  }
  setCaptureStatus({ state: historyCapture ? "on" : "off", problem: null })
  await makePartitionsAhead(knex, logger)
}

/** The months ahead, at every start-up (the job keeps them too); a database not migrated yet has none to make. */
async function makePartitionsAhead(
  knex: Knex,
  logger: { info(message: string): void; warn(message: string): void }
) {
  try {
    const made = await ensurePartitions(knex)
    if (made)
      logger.info(
        `Product history: ${made} monthly partition${made === 1 ? "" : "s"} made ahead.`
      )
  } catch (e) {
    logger.warn(
      `Product history: monthly partitions not made at start-up (${(e as Error).message}); the partition job tries again.`
    )
  }
}
