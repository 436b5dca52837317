import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { currentHistoryActor } from "./actor-context"

const HOOKED = Symbol.for("plugin-product-history.connection-hook")
const ACTOR_SETTING = Symbol.for("plugin-product-history.actor-setting")

type PgConnection = {
  query: (sql: string, values: unknown[]) => Promise<unknown>
  [ACTOR_SETTING]?: string
}
type HookableClient = {
  acquireConnection: () => Promise<PgConnection>
  releaseConnection: (connection: PgConnection) => Promise<unknown>
  [HOOKED]?: boolean
}

/**
 * Every module shares one knex pool. When a connection is taken, the current
 * actor is written into the session setting the capture triggers read, and
 * only when it differs from what that connection already carries, so most
 * acquisitions cost nothing extra. Code outside any scope resets it to empty
 * (source `subscriber`); a connection that never had it is not the shop's
 * (source `database`).
 */
export function hookActorIntoConnections(knex: Knex): void {
  const client = knex.client as unknown as HookableClient
  if (client[HOOKED]) return
  client[HOOKED] = true
  const acquire = client.acquireConnection.bind(client)
  client.acquireConnection = async () => {
    const connection = await acquire()
    const actor = currentHistoryActor()
    const setting = actor ? JSON.stringify(actor) : ""
    // A fresh connection is set too: a connection without the setting is taken for someone else's (source database).
    if (connection[ACTOR_SETTING] !== setting) {
      try {
        await connection.query(
          `SELECT set_config('plugin_history.actor', $1, false)`,
          [setting]
        )
      } catch (error) {
        await client.releaseConnection(connection)
        throw error
      }
      connection[ACTOR_SETTING] = setting
    }
    return connection
  }
}
