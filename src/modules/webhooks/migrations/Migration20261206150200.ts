import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Webhooks and their deliveries (models/webhook.ts, models/webhook-delivery.ts). */
export class Migration20261206150200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plugin_webhook" ("id" text not null, "name" text not null, "event_name" text check ("event_name" in ('plugin_b2b_inbound_record.approved', 'plugin_b2b_inbound_record.awaiting_approval', 'plugin_b2b_inbound_record.rejected', 'plugin_b2b_inbound_record.failed', 'plugin_b2b_inbound_record.needs_attention', 'plugin_b2b_inbound_record.order_placed', 'plugin_product_history.written')) not null, "url" text not null, "active" boolean not null default true, "error_count" integer not null default 0, "secret_sealed" text not null, "integration_id" text null, "user_id" text null, "failing_since" timestamptz null, "deactivated_at" timestamptz null, "deactivation_reason" text null, "last_success_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_webhook_pkey" primary key ("id"));`)
    this.addSql(`create index if not exists "IDX_plugin_webhook_event_name" on "plugin_webhook" ("event_name") where active = true AND deleted_at IS NULL;`)
    this.addSql(`create index if not exists "IDX_plugin_webhook_integration_id" on "plugin_webhook" ("integration_id") where deleted_at IS NULL;`)
    this.addSql(`create index if not exists "IDX_plugin_webhook_deleted_at" on "plugin_webhook" ("deleted_at") where deleted_at IS NULL;`)

    this.addSql(`create table if not exists "plugin_webhook_delivery" ("id" text not null, "webhook_id" text not null, "event_id" text not null, "event_name" text not null, "ordering_key" text not null, "event_seq" bigint not null, "occurred_at" timestamptz not null, "payload" jsonb not null, "status" text check ("status" in ('queued', 'running', 'success', 'failed')) not null default 'queued', "attempts" integer not null default 0, "next_attempt_at" timestamptz not null, "first_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "lease_until" timestamptz null, "last_status_code" integer null, "last_error" text null, "last_latency_ms" integer null, "response_excerpt" text null, "delivered_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_webhook_delivery_pkey" primary key ("id"));`)
    this.addSql(`create unique index if not exists "IDX_plugin_webhook_delivery_webhook_id_event_id_unique" on "plugin_webhook_delivery" ("webhook_id", "event_id") where deleted_at IS NULL;`)
    this.addSql(`create index if not exists "IDX_plugin_webhook_delivery_status_next_attempt_at" on "plugin_webhook_delivery" ("status", "next_attempt_at") where deleted_at IS NULL;`)
    this.addSql(`create index if not exists "IDX_plugin_webhook_delivery_webhook_id_ordering_key_event_seq" on "plugin_webhook_delivery" ("webhook_id", "ordering_key", "event_seq") where deleted_at IS NULL;`)
    this.addSql(`create index if not exists "IDX_plugin_webhook_delivery_webhook_id_created_at" on "plugin_webhook_delivery" ("webhook_id", "created_at") where deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plugin_webhook_delivery" cascade;`)
    this.addSql(`drop table if exists "plugin_webhook" cascade;`)
  }
}
