import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  widerIndexesDown,
  widerIndexesUp,
} from "../partitions/wider-index-migration"

/**
 * The saves list's time index holds a save's key, coalesce(change_set_id,
 * id), in its order (partitions/index-upkeep.ts): its deepest page sorts
 * nothing. Built here on a table of up to 100,000 entries, by the partition
 * job on a larger one.
 */
export class Migration20261208090000 extends Migration {
  async up(): Promise<void> {
    this.addSql(widerIndexesUp())
  }

  async down(): Promise<void> {
    this.addSql(widerIndexesDown(1))
  }
}
