import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122213620 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "plugin_user_acl_role" drop constraint if exists "plugin_user_acl_role_user_id_role_id_unique";`);
    this.addSql(`alter table if exists "plugin_integration" drop constraint if exists "plugin_integration_access_key_unique";`);
    this.addSql(`alter table if exists "plugin_api_refresh_token" drop constraint if exists "plugin_api_refresh_token_token_hash_unique";`);
    this.addSql(`alter table if exists "plugin_acl_role" drop constraint if exists "plugin_acl_role_name_unique";`);
    this.addSql(`create table if not exists "plugin_acl_role" ("id" text not null, "name" text not null, "description" text null, "privileges" text[] not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_acl_role_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_acl_role_deleted_at" ON "plugin_acl_role" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_acl_role_name_unique" ON "plugin_acl_role" ("name") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "plugin_api_refresh_token" ("id" text not null, "token_hash" text not null, "user_id" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_api_refresh_token_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_api_refresh_token_deleted_at" ON "plugin_api_refresh_token" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_api_refresh_token_token_hash_unique" ON "plugin_api_refresh_token" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_api_refresh_token_user_id" ON "plugin_api_refresh_token" ("user_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "plugin_integration" ("id" text not null, "label" text not null, "access_key" text not null, "secret_hash" text not null, "admin" boolean not null default false, "last_used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_integration_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_integration_deleted_at" ON "plugin_integration" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_integration_access_key_unique" ON "plugin_integration" ("access_key") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "plugin_integration_acl_role" ("integration_id" text not null, "acl_role_id" text not null, constraint "plugin_integration_acl_role_pkey" primary key ("integration_id", "acl_role_id"));`);

    this.addSql(`create table if not exists "plugin_user_acl_role" ("id" text not null, "user_id" text not null, "role_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "plugin_user_acl_role_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_user_acl_role_role_id" ON "plugin_user_acl_role" ("role_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_plugin_user_acl_role_deleted_at" ON "plugin_user_acl_role" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plugin_user_acl_role_user_id_role_id_unique" ON "plugin_user_acl_role" ("user_id", "role_id") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "plugin_integration_acl_role" add constraint "plugin_integration_acl_role_integration_id_foreign" foreign key ("integration_id") references "plugin_integration" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table if exists "plugin_integration_acl_role" add constraint "plugin_integration_acl_role_acl_role_id_foreign" foreign key ("acl_role_id") references "plugin_acl_role" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "plugin_user_acl_role" add constraint "plugin_user_acl_role_role_id_foreign" foreign key ("role_id") references "plugin_acl_role" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "plugin_integration_acl_role" drop constraint if exists "plugin_integration_acl_role_acl_role_id_foreign";`);

    this.addSql(`alter table if exists "plugin_user_acl_role" drop constraint if exists "plugin_user_acl_role_role_id_foreign";`);

    this.addSql(`alter table if exists "plugin_integration_acl_role" drop constraint if exists "plugin_integration_acl_role_integration_id_foreign";`);

    this.addSql(`drop table if exists "plugin_acl_role" cascade;`);

    this.addSql(`drop table if exists "plugin_api_refresh_token" cascade;`);

    this.addSql(`drop table if exists "plugin_integration" cascade;`);

    this.addSql(`drop table if exists "plugin_integration_acl_role" cascade;`);

    this.addSql(`drop table if exists "plugin_user_acl_role" cascade;`);
  }

}
