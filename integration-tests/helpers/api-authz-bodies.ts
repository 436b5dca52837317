/** What the `/api` authorisation matrix calls its routes on (helpers/api-authz-fixtures.ts). */
export type Fixtures = {
  /** Ids of existing entities, by the entity segment of the path (`/api/<segment>/:id`). */
  ids: Record<string, string>
  /** A role no caller holds, a target for writes. */
  targetRoleId: string
  targetIntegration: { id: string; accessKey: string; secret: string }
  /** A Medusa admin user holding the target role (an acl-user-role row). */
  userId: string
  /** A role the user does not hold yet, granting nothing. */
  spareRoleId: string
}

/** Example bodies of write routes, by "METHOD path". */
export const EXAMPLE_BODIES: Record<string, (f: Fixtures) => unknown> = {
  // Needs no privilege: each write needs its own (api-sync.spec.ts); an empty request writes nothing.
  "POST /api/_action/sync": () => ({}),
  "POST /api/integration": () => ({ label: "Matrix integration" }),
  "PATCH /api/integration/:id": () => ({
    label: "Matrix integration, renamed",
  }),
  // Grants nothing, so within what any holder holds (no way up: nobody grants
  // more; a role's create implies read, which under RBAC nothing implies).
  "POST /api/acl-role": () => ({
    name: "Matrix role",
    description: "created by the matrix",
    privileges: [],
  }),
  "PATCH /api/acl-role/:id": () => ({ description: "changed by the matrix" }),
  "POST /api/acl-user-role": (f) => ({
    userId: f.userId,
    aclRoleId: f.spareRoleId,
  }),
  "PATCH /api/user/:id": () => ({ admin: false }),
  "POST /api/plugin-b2b-profile": () => ({
    name: "Matrix profile",
    approvalMode: "manual",
    fileFormat: "csv",
  }),
  "PATCH /api/plugin-b2b-profile/:id": () => ({ approvalMode: "manual" }),
  "POST /api/plugin-b2b-field-mapping": (f) => ({
    profileId: f.ids["plugin-b2b-profile"],
    source: "Qty",
    target: "line.quantity",
  }),
  "PATCH /api/plugin-b2b-field-mapping/:id": () => ({
    transform: [{ type: "number", decimalSeparator: "," }],
  }),
  "POST /api/_action/plugin-b2b/upload": (f) => {
    const form = new FormData()
    form.append("profileId", f.ids["plugin-b2b-profile"])
    form.append(
      "file",
      new Blob(["SKU\nSW1"], { type: "text/csv" }),
      "matrix.csv"
    )
    return form
  },
  "POST /api/_action/plugin-b2b/process/:inboundRecordId": () => ({}),
  // Other bytes on every call: the same file twice is refused (409, the record's own file).
  "POST /api/_action/plugin-b2b/replace-file/:inboundRecordId": () => {
    const form = new FormData()
    form.append(
      "file",
      new Blob([`SKU\nSW${Math.random()}`], { type: "text/csv" }),
      "matrix-fixed.csv"
    )
    return form
  },
  "POST /api/_action/plugin-b2b/approve/:inboundRecordId": () => ({}),
  "POST /api/_action/plugin-b2b/check/:inboundRecordId": () => ({}),
  "POST /api/_action/plugin-b2b/standard-mappings/:profileId": () => ({}),
  "POST /api/_action/plugin-b2b/reject/:inboundRecordId": () => ({
    reason: "Rejected by the matrix",
  }),
  // A public IP literal: passes the target check without DNS (no internet here); nothing is sent.
  "POST /api/webhook": () => ({
    name: "Matrix webhook, created",
    eventName: "plugin_b2b_inbound_record.rejected",
    url: "https://93.184.216.34/matrix-created",
  }),
  "PATCH /api/webhook/:id": () => ({ name: "Matrix webhook, renamed" }),
  "POST /api/_action/plugin-webhook/renew-secret/:id": () => ({}),
  // The fixture delivery failed: it may be sent again.
  "POST /api/_action/plugin-webhook/resend/:deliveryId": () => ({}),
  "POST /api/_action/plugin-product-history/rollback/:id": () => ({}),
  // Forced: the single-entry rollback may have rolled the same entry back already.
  "POST /api/_action/plugin-product-history/rollback-change-set/:changeSetId":
    () => ({ force: true }),
  "POST /api/_action/plugin-product-history/export-csv": (f) => ({
    productId: [f.ids.product],
  }),
  "POST /api/_action/plugin-product-history/export-pdf": (f) => ({
    productId: [f.ids.product],
    fieldName: "title",
  }),
}

/**
 * Routes whose authorised call is refused by the state of the fixture, not by
 * authorisation: the fixture record is pending, so approving it is a 409.
 */
export const AUTHORISED_REFUSALS: Record<string, number> = {
  "POST /api/_action/plugin-b2b/approve/:inboundRecordId": 409,
  // The fixture record's file_key names no stored file.
  "GET /api/_action/plugin-b2b/file/:inboundRecordId": 404,
  // The fixture record is pending: it has no order response yet.
  "GET /api/_action/plugin-b2b/response/:inboundRecordId": 409,
  // The fixture profile reads CSV, which has no standard fields.
  "POST /api/_action/plugin-b2b/standard-mappings/:profileId": 409,
}

/** Requests for public routes that must succeed without a token, by "METHOD path". */
export const PUBLIC_REQUESTS: Record<string, (f: Fixtures) => unknown> = {
  "POST /api/oauth/token": (f) => ({
    grant_type: "client_credentials",
    client_id: f.targetIntegration.accessKey,
    client_secret: f.targetIntegration.secret,
  }),
}
