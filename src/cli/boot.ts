import type { MedusaContainer } from "@medusajs/framework/types"
import { assertDatabaseAnswers } from "./database-check"

/** Boots the Medusa app in the current folder without HTTP, as `medusa exec` does. */
export async function bootApp(): Promise<{
  container: MedusaContainer
  shutdown: () => Promise<void>
}> {
  process.env.MEDUSA_WORKER_MODE ??= "server"
  await assertDatabaseAnswers()
  const directory = process.cwd()
  const express = require(require.resolve("express", { paths: [directory] }))
  const loadersPath = require.resolve("@medusajs/medusa/loaders/index", {
    paths: [directory],
  })
  const loaders = require(loadersPath).default
  const { container, shutdown } = await loaders({
    directory,
    expressApp: express(),
    skipLoadingEntryPoints: true,
  })
  return { container, shutdown: async () => shutdown?.() }
}
