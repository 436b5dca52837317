import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { historyEventWriteFunction } from "../outbox/event-write-sql"

/**
 * The outbox of `plugin_product_history.written` (models/history-event.ts):
 * every entry written counts into its change set's undispatched event, in
 * the writing transaction. Product ids are kept up to 100.
 */
export class Migration20261206150100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_product_history_event" ("id" text not null default replace(gen_random_uuid()::text, '-', ''), "seq" bigserial, "change_set_id" text not null, "product_ids" jsonb not null default '[]', "entry_count" integer not null default 0, "source" text null, "changed_by" text null, "occurred_at" timestamptz not null default clock_timestamp(), "dispatched_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_product_history_event_pkey" primary key ("id"));`)
    this.addSql(`create index if not exists "IDX_plugin_product_history_event_seq" on "plugin_product_history_event" ("seq") where dispatched_at IS NULL and deleted_at IS NULL;`)
    this.addSql(`create unique index if not exists "IDX_plugin_product_history_event_open_change_set" on "plugin_product_history_event" ("change_set_id") where dispatched_at IS NULL;`)
    this.addSql(historyEventWriteFunction(""))
    this.addSql(`drop trigger if exists plugin_product_history_event_write on "plugin_product_history_entry";`)
    this.addSql(`create trigger plugin_product_history_event_write after insert on "plugin_product_history_entry" for each row execute function plugin_product_history_event_write();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists plugin_product_history_event_write on "plugin_product_history_entry";`)
    this.addSql(`drop function if exists plugin_product_history_event_write();`)
    this.addSql(`drop table if exists "plugin_product_history_event" cascade;`)
  }
}
