import { model } from "@medusajs/framework/utils"

/**
 * One held lock: its key, who holds it and until when. A row whose expiration
 * has passed is free for the next taker (the holder died without releasing);
 * a row without expiration is held until released.
 */
export const LockLease = model.define("plugin_lock_lease", {
  id: model.text().primaryKey(),
  owner_id: model.text().nullable(),
  expiration: model.dateTime().nullable(),
})

export default LockLease
