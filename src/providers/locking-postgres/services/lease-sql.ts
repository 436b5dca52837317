import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * The statements behind the lease lock, each one atomic on its own: the
 * database decides who holds a key and when a lease has run out (its clock,
 * not the callers'), so processes on several machines agree.
 */

/** The owner of a lock taken without one: such a lock can be neither re-entered nor released by an owner. */
export const NO_OWNER = "*"

/** Orders keys and drops repeats: several keys are always taken in one order, so two takers cannot deadlock. */
export function normaliseKeys(keys: string | string[]): string[] {
  return [...new Set(Array.isArray(keys) ? keys : [keys])].sort()
}

/**
 * Takes `key` for `ownerId` when it is free, when its lease ran out (a holder
 * that died), or when `ownerId` holds it already (the lease is then renewed).
 * Answers whether the key is now held by `ownerId`.
 */
async function takeOne(
  db: Knex | Knex.Transaction,
  key: string,
  ownerId: string,
  expireSeconds: number | null
): Promise<boolean> {
  const { rows } = await db.raw(
    `INSERT INTO plugin_lock_lease (id, owner_id, expiration)
     VALUES (?, ?, now() + make_interval(secs => ?::float8))
     ON CONFLICT (id) DO UPDATE SET owner_id = excluded.owner_id, expiration = excluded.expiration, updated_at = now()
     WHERE (plugin_lock_lease.owner_id = excluded.owner_id AND excluded.owner_id <> ?)
        OR plugin_lock_lease.expiration <= now()
     RETURNING id`,
    [key, ownerId, expireSeconds, NO_OWNER]
  )
  return rows.length === 1
}

/** Takes every key or none (a transaction for more than one). */
export async function takeAll(
  knex: Knex,
  keys: string[],
  ownerId: string,
  expireSeconds: number | null
): Promise<string | null> {
  if (keys.length === 1)
    return (await takeOne(knex, keys[0], ownerId, expireSeconds))
      ? null
      : keys[0]
  let refused: string | null = null
  await knex
    .transaction(async (trx) => {
      for (const key of keys) {
        if (!(await takeOne(trx, key, ownerId, expireSeconds))) {
          refused = key
          // Gives back the keys taken so far in this call.
          throw new HeldElsewhere()
        }
      }
    })
    .catch((error) => {
      if (!(error instanceof HeldElsewhere)) throw error
    })
  return refused
}

class HeldElsewhere extends Error {}

/** Extends the lease of the keys `ownerId` still holds; answers the keys it no longer holds. */
export async function renew(
  knex: Knex,
  keys: string[],
  ownerId: string,
  expireSeconds: number
): Promise<string[]> {
  const { rows } = await knex.raw(
    `UPDATE plugin_lock_lease SET expiration = now() + make_interval(secs => ?::float8), updated_at = now()
     WHERE id = ANY(?::text[]) AND owner_id = ? AND (expiration IS NULL OR expiration > now())
     RETURNING id`,
    [expireSeconds, keys, ownerId]
  )
  const kept = new Set(rows.map((row: { id: string }) => row.id))
  return keys.filter((key) => !kept.has(key))
}

/** Releases the keys `ownerId` holds; answers whether each was still held (not run out). */
export async function releaseKeys(
  knex: Knex,
  keys: string[],
  ownerId: string
): Promise<boolean> {
  const { rows } = await knex.raw(
    `DELETE FROM plugin_lock_lease WHERE id = ANY(?::text[]) AND owner_id = ?
     RETURNING (expiration IS NULL OR expiration > now()) AS live`,
    [keys, ownerId]
  )
  return (
    rows.length === keys.length &&
    rows.every((row: { live: boolean }) => row.live)
  )
}

/** Releases every lock of `ownerId`, or every lock when none is given. */
export async function releaseEvery(
  knex: Knex,
  ownerId: string | null
): Promise<void> {
  if (ownerId === null) await knex.raw(`DELETE FROM plugin_lock_lease`)
  else
    await knex.raw(`DELETE FROM plugin_lock_lease WHERE owner_id = ?`, [
      ownerId,
    ])
}
