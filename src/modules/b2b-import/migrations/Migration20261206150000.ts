import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The outbox of record events (models/inbound-record-event.ts). A trigger
 * writes it in the transaction that changes a record, whatever wrote the
 * change (workflow, console, SQL): a committed status always has its event,
 * an undone one never. Names as the webhooks module lists them (its event-catalogue.ts; a unit test holds them alike).
 */
export class Migration20261206150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_b2b_record_event" ("id" text not null default replace(gen_random_uuid()::text, '-', ''), "seq" bigserial, "record_id" text not null, "event_name" text not null, "status" text not null, "order_id" text null, "external_order_number" text null, "occurred_at" timestamptz not null default clock_timestamp(), "dispatched_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_b2b_record_event_pkey" primary key ("id"));`)
    this.addSql(`create index if not exists "IDX_plugin_b2b_record_event_seq" on "plugin_b2b_record_event" ("seq") where dispatched_at IS NULL and deleted_at IS NULL;`)
    this.addSql(`create index if not exists "IDX_plugin_b2b_record_event_record_id_seq" on "plugin_b2b_record_event" ("record_id", "seq") where deleted_at IS NULL;`)
    this.addSql(`create or replace function plugin_b2b_record_event_write() returns trigger language plpgsql as $$
declare
  event_name text;
begin
  if NEW.deleted_at is not null then
    return null;
  end if;
  if TG_OP = 'INSERT' or NEW.status is distinct from OLD.status then
    event_name := case NEW.status
      when 'approved' then 'plugin_b2b_inbound_record.approved'
      when 'awaiting_approval' then 'plugin_b2b_inbound_record.awaiting_approval'
      when 'rejected' then 'plugin_b2b_inbound_record.rejected'
      when 'failed' then 'plugin_b2b_inbound_record.failed'
      when 'parsed' then 'plugin_b2b_inbound_record.needs_attention'
      when 'mapped' then 'plugin_b2b_inbound_record.needs_attention'
      else null
    end;
    if event_name is not null then
      insert into plugin_b2b_record_event (record_id, event_name, status, order_id, external_order_number)
      values (NEW.id, event_name, NEW.status, NEW.order_id, NEW.external_order_number);
    end if;
  end if;
  if NEW.order_id is not null and (TG_OP = 'INSERT' or OLD.order_id is null) then
    insert into plugin_b2b_record_event (record_id, event_name, status, order_id, external_order_number)
    values (NEW.id, 'plugin_b2b_inbound_record.order_placed', NEW.status, NEW.order_id, NEW.external_order_number);
  end if;
  -- Wakes the webhook delivery at commit (PostgreSQL sends it then, once per transaction).
  perform pg_notify('plugin_webhook_events', '');
  return null;
end
$$;`)
    this.addSql(`drop trigger if exists plugin_b2b_record_event_write on "plugin_b2b_inbound_record";`)
    this.addSql(`create trigger plugin_b2b_record_event_write after insert or update of status, order_id on "plugin_b2b_inbound_record" for each row execute function plugin_b2b_record_event_write();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists plugin_b2b_record_event_write on "plugin_b2b_inbound_record";`)
    this.addSql(`drop function if exists plugin_b2b_record_event_write();`)
    this.addSql(`drop table if exists "plugin_b2b_record_event" cascade;`)
  }
}
