import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { type Duplex, Readable } from "node:stream"
import { type ClientBase, type Connection, Query } from "pg"

/**
 * A query's rows as an object stream of arrays of up to `size` rows, read in
 * one pass on a pooled connection and held back with TCP's own backpressure:
 * while the reader is behind, the connection's socket is paused (as
 * pg-copy-streams does for COPY) and PostgreSQL waits in its send. A cursor
 * (pg-query-stream) asks for every batch anew instead: over a million rows
 * thousands of round trips, each waiting for PostgreSQL to be scheduled, on a
 * busy machine a third of an export's time (bench history-export). Memory
 * stays flat: a batch and the socket's buffers in flight.
 *
 * Destroyed early (the client went away), the query is cancelled, and the
 * connection goes back to the pool only once PostgreSQL has answered and the
 * cancel has been delivered, so that it can never cancel a later borrower's query.
 */
export function rowBatches<T>(
  knex: Knex,
  builder: Knex.QueryBuilder,
  size: number
): Readable {
  const { sql, bindings } = builder.toSQL().toNative()
  let client: ClientBase | undefined
  let pid: number | undefined
  let socket: Duplex | undefined
  let batch: T[] = []
  let ended = false
  let stopping = false
  let settle: () => void = () => {}
  // Resolves once PostgreSQL has answered the query to its end (all rows, an error, or the cancel).
  const answered = new Promise<void>((resolve) => (settle = resolve))
  let released = false
  const release = () => {
    if (released || !client) return
    released = true
    void knex.client.releaseConnection(client)
  }

  const out = new Readable({
    objectMode: true,
    highWaterMark: 1,
    read() {
      socket?.resume()
    },
    destroy(error, callback) {
      stop().then(
        () => callback(error),
        (stopError: Error) => callback(error ?? stopError)
      )
    },
  })

  const finish = () => {
    ended = true
    // The last batch may have paused the socket; the next borrower must find it flowing.
    socket?.resume()
    settle()
    if (!stopping) release()
  }

  const started = (async () => {
    client = (await knex.client.acquireConnection()) as ClientBase
    pid = (await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid
    if (stopping) return finish()
    const query = new Query(sql, [...bindings])
    const submit = query.submit.bind(query)
    query.submit = (connection: Connection) => {
      socket = connection.stream
      submit(connection)
    }
    query.on("row", (row: T) => {
      if (stopping) return
      batch.push(row)
      if (batch.length < size) return
      const full = batch
      batch = []
      if (!out.push(full)) socket?.pause()
    })
    query.on("end", () => {
      finish()
      if (stopping) return
      if (batch.length) out.push(batch)
      out.push(null)
    })
    query.on("error", (error: Error) => {
      finish()
      if (!stopping) out.destroy(error)
    })
    client.query(query)
  })()
  started.catch((error: Error) => {
    finish()
    if (!stopping) out.destroy(error)
  })

  /**
   * Stops reading: PostgreSQL cancels the query (asked on another connection)
   * and the rows still under way are dropped. Should the cancel be refused,
   * the rest of the answer is read and dropped; either way the connection
   * goes back to the pool once PostgreSQL has answered.
   */
  async function stop() {
    if (stopping) return answered
    stopping = true
    batch = []
    await started.catch(() => undefined)
    try {
      if (!ended && pid !== undefined) {
        socket?.resume()
        await knex.raw("SELECT pg_cancel_backend(?)", [pid])
      }
    } finally {
      await answered
      release()
    }
  }

  return out
}
