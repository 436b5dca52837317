import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import {
  DROP_ROLLBACKS_OF_FUNCTION,
  ROLLBACKS_OF_FUNCTION,
} from "../repositories/rollbacks-of-sql"

/** "Rolled back by" is looked up through a function planned once per connection (repositories/rollbacks-of-sql.ts). */
export class Migration20261208090000 extends Migration {
  async up(): Promise<void> {
    this.addSql(ROLLBACKS_OF_FUNCTION)
  }

  async down(): Promise<void> {
    this.addSql(DROP_ROLLBACKS_OF_FUNCTION)
  }
}
