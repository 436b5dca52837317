import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  DROP_PLANNED_ONCE_FUNCTIONS,
  PLANNED_ONCE_FUNCTIONS,
} from "../repositories/planned-once-sql"

/** "Rolled back by" and the field names are read through functions planned once per connection (repositories/planned-once-sql.ts). */
export class Migration20261208090000 extends Migration {
  async up(): Promise<void> {
    for (const sql of PLANNED_ONCE_FUNCTIONS) this.addSql(sql)
  }

  async down(): Promise<void> {
    for (const sql of DROP_PLANNED_ONCE_FUNCTIONS) this.addSql(sql)
  }
}
