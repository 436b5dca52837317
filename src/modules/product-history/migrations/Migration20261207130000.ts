import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  widerIndexesDown,
  widerIndexesUp,
} from "../partitions/wider-index-migration"

/**
 * The list's time and product indexes hold the ids (and a save's change set)
 * beside their order (partitions/index-upkeep.ts), so a deep page is read
 * from the index alone. On a table of up to 100,000 entries they take the
 * older ones' place here; a larger one keeps the older ones until the
 * partition job has built the new ones on every partition.
 */
export class Migration20261207130000 extends Migration {
  async up(): Promise<void> {
    this.addSql(widerIndexesUp())
  }

  async down(): Promise<void> {
    this.addSql(widerIndexesDown(0))
  }
}
