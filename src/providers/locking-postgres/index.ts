import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { PostgresLeaseLockingProvider } from "./services/lease-locking"

/**
 * Medusa's locking on the shop's own PostgreSQL, shared by every process on
 * the database (server, job, console): `npm start` and any setup without
 * REDIS_URL use it. See services/lease-locking.ts for why not Medusa's
 * `locking-postgres`.
 */
export default ModuleProvider(Modules.LOCKING, {
  services: [PostgresLeaseLockingProvider],
})
