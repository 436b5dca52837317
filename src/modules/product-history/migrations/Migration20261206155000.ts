import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The outbox of `plugin_product_history.written` (models/history-event.ts):
 * every entry written counts into its change set's undispatched event, in
 * the writing transaction. Product ids are kept up to 100 (history-events.ts).
 */
export class Migration20261206155000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_product_history_event" ("id" text not null default replace(gen_random_uuid()::text, '-', ''), "seq" bigserial, "change_set_id" text not null, "product_ids" jsonb not null default '[]', "entry_count" integer not null default 0, "source" text null, "changed_by" text null, "occurred_at" timestamptz not null default clock_timestamp(), "dispatched_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_product_history_event_pkey" primary key ("id"));`)
    this.addSql(`create index if not exists "IDX_plugin_product_history_event_seq" on "plugin_product_history_event" ("seq") where dispatched_at IS NULL and deleted_at IS NULL;`)
    this.addSql(`create unique index if not exists "IDX_plugin_product_history_event_open_change_set" on "plugin_product_history_event" ("change_set_id") where dispatched_at IS NULL;`)
    this.addSql(`create or replace function plugin_product_history_event_write() returns trigger language plpgsql as $$
begin
  insert into plugin_product_history_event as e (change_set_id, product_ids, entry_count, source, changed_by, occurred_at)
  values (coalesce(NEW.change_set_id, NEW.id), jsonb_build_array(NEW.product_id), 1, NEW.source, NEW.changed_by, NEW.changed_at)
  on conflict (change_set_id) where dispatched_at is null do update set
    entry_count = e.entry_count + 1,
    product_ids = case
      when e.product_ids @> excluded.product_ids or jsonb_array_length(e.product_ids) >= 100 then e.product_ids
      else e.product_ids || excluded.product_ids
    end,
    updated_at = now();
  return null;
end
$$;`)
    this.addSql(`drop trigger if exists plugin_product_history_event_write on "plugin_product_history_entry";`)
    this.addSql(`create trigger plugin_product_history_event_write after insert on "plugin_product_history_entry" for each row execute function plugin_product_history_event_write();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists plugin_product_history_event_write on "plugin_product_history_entry";`)
    this.addSql(`drop function if exists plugin_product_history_event_write();`)
    this.addSql(`drop table if exists "plugin_product_history_event" cascade;`)
  }
}
