import type { Privilege } from "../../src/modules/api-access/privileges"

/**
 * What each route of both dialects requires, written out by hand: the tests
 * hold the production code to this table, so changing a route's privileges
 * in `src` turns them red until the table (and docs/security.md's table,
 * compared by the same tests) says the same. Never derive it from `src`.
 *
 * - a list of privileges: a caller lacking any of them gets 403, a caller
 *   holding exactly them gets through (administrators hold all);
 * - `PUBLIC`: no credentials at all (the token endpoint);
 * - `ANY_CALLER`: any valid `/api` token or any signed-in admin user;
 * - `ADMINISTRATOR_FOR_ADMINISTRATOR`: Medusa's own route, guarded by the
 *   plugin only when its subject is an administrator of the plugin.
 * - `ROLE_WITHIN_CALLER`: Medusa's own role route (Medusa's RBAC only),
 *   guarded by the plugin: the role may grant no more than the caller's roles.
 */
export const PUBLIC = "public"
export const ANY_CALLER = "any caller"
export const ADMINISTRATOR_FOR_ADMINISTRATOR = "administrator for administrator"
export const ROLE_WITHIN_CALLER = "role within the caller's roles"

export type ExpectedAccess =
  | typeof PUBLIC
  | typeof ANY_CALLER
  | typeof ADMINISTRATOR_FOR_ADMINISTRATOR
  | typeof ROLE_WITHIN_CALLER
  | readonly Privilege[]

/** Every `/api/*` route ("METHOD path", as the route table writes the path). */
export const EXPECTED_API_ACCESS: Record<string, ExpectedAccess> = {
  "POST /api/oauth/token": PUBLIC,
  "GET /api/_info/openapi3.json": ANY_CALLER,
  "GET /api/_info/version": ANY_CALLER,
  "GET /api/_info/me": ANY_CALLER,
  "GET /api/_info/entity-schema.json": ANY_CALLER,
  "GET /api/integration": ["integration:read"],
  "POST /api/integration": ["integration:create"],
  "POST /api/search/integration": ["integration:read"],
  "POST /api/search-ids/integration": ["integration:read"],
  "POST /api/aggregate/integration": ["integration:read"],
  "GET /api/integration/:id": ["integration:read"],
  "PATCH /api/integration/:id": ["integration:update"],
  "DELETE /api/integration/:id": ["integration:delete"],
  "GET /api/acl-role": ["acl_role:read"],
  "POST /api/acl-role": ["acl_role:create"],
  "POST /api/search/acl-role": ["acl_role:read"],
  "POST /api/search-ids/acl-role": ["acl_role:read"],
  "POST /api/aggregate/acl-role": ["acl_role:read"],
  "GET /api/acl-role/:id": ["acl_role:read"],
  "PATCH /api/acl-role/:id": ["acl_role:update"],
  "DELETE /api/acl-role/:id": ["acl_role:delete"],
  "GET /api/acl-user-role": ["acl_user_role:read"],
  "POST /api/acl-user-role": ["acl_user_role:create"],
  "POST /api/search/acl-user-role": ["acl_user_role:read"],
  "POST /api/search-ids/acl-user-role": ["acl_user_role:read"],
  "POST /api/aggregate/acl-user-role": ["acl_user_role:read"],
  "GET /api/acl-user-role/:id": ["acl_user_role:read"],
  "DELETE /api/acl-user-role/:id": ["acl_user_role:delete"],
  "GET /api/user": ["user:read"],
  "POST /api/search/user": ["user:read"],
  "POST /api/search-ids/user": ["user:read"],
  "POST /api/aggregate/user": ["user:read"],
  "GET /api/user/:id": ["user:read"],
  "PATCH /api/user/:id": ["user:update"],
  "GET /api/plugin-b2b-profile": ["plugin_b2b_profile:read"],
  "POST /api/plugin-b2b-profile": ["plugin_b2b_profile:create"],
  "POST /api/search/plugin-b2b-profile": ["plugin_b2b_profile:read"],
  "POST /api/search-ids/plugin-b2b-profile": ["plugin_b2b_profile:read"],
  "POST /api/aggregate/plugin-b2b-profile": ["plugin_b2b_profile:read"],
  "GET /api/plugin-b2b-profile/:id": ["plugin_b2b_profile:read"],
  "PATCH /api/plugin-b2b-profile/:id": ["plugin_b2b_profile:update"],
  "DELETE /api/plugin-b2b-profile/:id": ["plugin_b2b_profile:delete"],
  "GET /api/plugin-b2b-field-mapping": ["plugin_b2b_field_mapping:read"],
  "POST /api/plugin-b2b-field-mapping": ["plugin_b2b_field_mapping:create"],
  "POST /api/search/plugin-b2b-field-mapping": [
    "plugin_b2b_field_mapping:read",
  ],
  "POST /api/search-ids/plugin-b2b-field-mapping": [
    "plugin_b2b_field_mapping:read",
  ],
  "POST /api/aggregate/plugin-b2b-field-mapping": [
    "plugin_b2b_field_mapping:read",
  ],
  "GET /api/plugin-b2b-field-mapping/:id": ["plugin_b2b_field_mapping:read"],
  "PATCH /api/plugin-b2b-field-mapping/:id": [
    "plugin_b2b_field_mapping:update",
  ],
  "DELETE /api/plugin-b2b-field-mapping/:id": [
    "plugin_b2b_field_mapping:delete",
  ],
  "GET /api/plugin-b2b-inbound-record": ["plugin_b2b_inbound_record:read"],
  "POST /api/search/plugin-b2b-inbound-record": [
    "plugin_b2b_inbound_record:read",
  ],
  "POST /api/search-ids/plugin-b2b-inbound-record": [
    "plugin_b2b_inbound_record:read",
  ],
  "POST /api/aggregate/plugin-b2b-inbound-record": [
    "plugin_b2b_inbound_record:read",
  ],
  "GET /api/plugin-b2b-inbound-record/:id": ["plugin_b2b_inbound_record:read"],
  "DELETE /api/plugin-b2b-inbound-record/:id": [
    "plugin_b2b_inbound_record:delete",
  ],
  "GET /api/_action/access-key/intergration": ["integration:create"],
  "POST /api/_action/plugin-b2b/upload": ["plugin_b2b_inbound_record:create"],
  "POST /api/_action/plugin-b2b/process/:inboundRecordId": [
    "plugin_b2b_inbound_record:update",
  ],
  "POST /api/_action/plugin-b2b/approve/:inboundRecordId": [
    "plugin_b2b_inbound_record:update",
    "order:create",
  ],
  "POST /api/_action/plugin-b2b/check/:inboundRecordId": [
    "plugin_b2b_inbound_record:read",
  ],
  "POST /api/_action/plugin-b2b/reject/:inboundRecordId": [
    "plugin_b2b_inbound_record:update",
  ],
  "GET /api/_action/plugin-b2b/file/:inboundRecordId": [
    "plugin_b2b_inbound_record:read",
  ],
  "GET /api/_action/plugin-b2b/failed-lines/:inboundRecordId": [
    "plugin_b2b_inbound_record:read",
  ],
  "GET /api/_action/plugin-b2b/response/:inboundRecordId": [
    "plugin_b2b_inbound_record:read",
  ],
  "POST /api/_action/plugin-b2b/replace-file/:inboundRecordId": [
    "plugin_b2b_inbound_record:update",
  ],
  "POST /api/_action/plugin-b2b/standard-mappings/:profileId": [
    "plugin_b2b_field_mapping:create",
  ],
  "GET /api/_action/plugin-b2b/record-counts": [
    "plugin_b2b_inbound_record:read",
  ],
  "GET /api/_action/plugin-product-history/list": [
    "plugin_product_history:read",
  ],
  "GET /api/_action/plugin-product-history/entry/:id": [
    "plugin_product_history:read",
  ],
  "GET /api/_action/plugin-product-history/entries/:productId": [
    "plugin_product_history:read",
  ],
  "POST /api/_action/plugin-product-history/rollback/:id": [
    "plugin_product_history:update",
    "product:update",
  ],
  "GET /api/_action/plugin-product-history/change-set/:changeSetId": [
    "plugin_product_history:read",
  ],
  "POST /api/_action/plugin-product-history/rollback-change-set/:changeSetId": [
    "plugin_product_history:update",
    "product:update",
  ],
  "POST /api/_action/plugin-product-history/export-csv": [
    "plugin_product_history:read",
  ],
  "POST /api/_action/plugin-product-history/export-pdf": [
    "plugin_product_history:read",
  ],
  "GET /api/_action/plugin-product-history/price-series/:productId": [
    "plugin_product_history:read",
  ],
  "GET /api/webhook": ["webhook:read"],
  "POST /api/webhook": ["webhook:create"],
  "POST /api/search/webhook": ["webhook:read"],
  "POST /api/search-ids/webhook": ["webhook:read"],
  "POST /api/aggregate/webhook": ["webhook:read"],
  "GET /api/webhook/:id": ["webhook:read"],
  "PATCH /api/webhook/:id": ["webhook:update"],
  "DELETE /api/webhook/:id": ["webhook:delete"],
  "GET /api/_action/plugin-webhook/events": ["webhook:read"],
  "POST /api/_action/plugin-webhook/renew-secret/:id": ["webhook:update"],
  "GET /api/_action/plugin-webhook/deliveries/:id": ["webhook:read"],
  "POST /api/_action/plugin-webhook/resend/:deliveryId": ["webhook:update"],
  "POST /api/_action/sync": ANY_CALLER,
}

/**
 * Every `/admin/*` route of the plugin (its route files' exported methods,
 * paths with `:id` for `[id]`) and every Medusa route it guards.
 */
export const EXPECTED_ADMIN_ACCESS: Record<string, ExpectedAccess> = {
  // The admin UI reads the shop's time zone and limits for every user.
  "GET /admin/plugin-settings": ANY_CALLER,
  "GET /admin/plugin-integrations": ["integration:read"],
  "POST /admin/plugin-integrations": ["integration:create"],
  "GET /admin/plugin-integrations/:id": ["integration:read"],
  "POST /admin/plugin-integrations/:id": ["integration:update"],
  "DELETE /admin/plugin-integrations/:id": ["integration:delete"],
  "POST /admin/plugin-integrations/:id/secret": ["integration:update"],
  "GET /admin/plugin-webhooks": ["webhook:read"],
  "POST /admin/plugin-webhooks": ["webhook:create"],
  "GET /admin/plugin-webhooks/:id": ["webhook:read"],
  "POST /admin/plugin-webhooks/:id": ["webhook:update"],
  "DELETE /admin/plugin-webhooks/:id": ["webhook:delete"],
  "POST /admin/plugin-webhooks/:id/secret": ["webhook:update"],
  "GET /admin/plugin-webhooks/:id/deliveries": ["webhook:read"],
  "POST /admin/plugin-webhook-deliveries/:id/resend": ["webhook:update"],
  "GET /admin/plugin-acl-roles": ["acl_role:read"],
  "POST /admin/plugin-acl-roles": ["acl_role:create"],
  "GET /admin/plugin-acl-roles/:id": ["acl_role:read"],
  "POST /admin/plugin-acl-roles/:id": ["acl_role:update"],
  "DELETE /admin/plugin-acl-roles/:id": ["acl_role:delete"],
  "GET /admin/plugin-users": ["user:read"],
  "GET /admin/users/:id/plugin-roles": ["acl_user_role:read"],
  // Replacing a user's roles both gives and takes assignments.
  "POST /admin/users/:id/plugin-roles": [
    "acl_user_role:create",
    "acl_user_role:delete",
  ],
  "POST /admin/users/:id/plugin-access": ["user:update"],
  "DELETE /admin/users/:id": ADMINISTRATOR_FOR_ADMINISTRATOR,
  "POST /admin/rbac/roles/:id": ROLE_WITHIN_CALLER,
  "DELETE /admin/rbac/roles/:id": ROLE_WITHIN_CALLER,
  "DELETE /admin/rbac/roles/:id/policies/:policy_id": ROLE_WITHIN_CALLER,
  "GET /admin/b2b/records": ["plugin_b2b_inbound_record:read"],
  "POST /admin/b2b/records": ["plugin_b2b_inbound_record:create"],
  "GET /admin/b2b/records/:id": ["plugin_b2b_inbound_record:read"],
  "DELETE /admin/b2b/records/:id": ["plugin_b2b_inbound_record:delete"],
  "GET /admin/b2b/records/:id/file": ["plugin_b2b_inbound_record:read"],
  "GET /admin/b2b/records/:id/failed-lines": ["plugin_b2b_inbound_record:read"],
  "GET /admin/b2b/records/:id/response": ["plugin_b2b_inbound_record:read"],
  "POST /admin/b2b/records/:id/replace-file": [
    "plugin_b2b_inbound_record:update",
  ],
  "POST /admin/b2b/records/:id/process": ["plugin_b2b_inbound_record:update"],
  "POST /admin/b2b/records/:id/approve": [
    "plugin_b2b_inbound_record:update",
    "order:create",
  ],
  "POST /admin/b2b/records/:id/check": ["plugin_b2b_inbound_record:read"],
  "POST /admin/b2b/records/:id/reject": ["plugin_b2b_inbound_record:update"],
  "GET /admin/b2b/profiles": ["plugin_b2b_profile:read"],
  "POST /admin/b2b/profiles": ["plugin_b2b_profile:create"],
  "GET /admin/b2b/profiles/:id": ["plugin_b2b_profile:read"],
  "POST /admin/b2b/profiles/:id": ["plugin_b2b_profile:update"],
  "DELETE /admin/b2b/profiles/:id": ["plugin_b2b_profile:delete"],
  // A profile's mappings are part of the profile (its detail includes them), as over /api's association.
  "GET /admin/b2b/profiles/:id/mappings": ["plugin_b2b_profile:read"],
  "POST /admin/b2b/profiles/:id/mappings": ["plugin_b2b_field_mapping:create"],
  "POST /admin/b2b/profiles/:id/mappings/standard": [
    "plugin_b2b_field_mapping:create",
  ],
  "POST /admin/b2b/mappings/:id": ["plugin_b2b_field_mapping:update"],
  "DELETE /admin/b2b/mappings/:id": ["plugin_b2b_field_mapping:delete"],
  "GET /admin/product-history": ["plugin_product_history:read"],
  "GET /admin/product-history/:id": ["plugin_product_history:read"],
  "GET /admin/product-history/capture": ["plugin_product_history:read"],
  "GET /admin/product-history/change-sets/:id": ["plugin_product_history:read"],
  "POST /admin/product-history/:id/rollback": [
    "plugin_product_history:update",
    "product:update",
  ],
  "POST /admin/product-history/change-sets/:id/rollback": [
    "plugin_product_history:update",
    "product:update",
  ],
  "POST /admin/product-history/export-csv": ["plugin_product_history:read"],
  "POST /admin/product-history/export-pdf": ["plugin_product_history:read"],
  "GET /admin/products/:id/history": ["plugin_product_history:read"],
  "GET /admin/products/:id/price-series": ["plugin_product_history:read"],
}
