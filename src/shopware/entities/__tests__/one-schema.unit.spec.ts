import { z } from "zod"
import adminWords from "../../../admin/i18n"
import deImport from "../../../admin/i18n/de/import.json"
import enImport from "../../../admin/i18n/en/import.json"
import * as admin from "../../../api/admin/b2b/validators"
import {
  MAPPING_FIELDS,
  PROFILE_FIELDS,
  RECORD_FIELDS,
  RUN_FIELDS,
} from "../../../api/admin/b2b/query-config"
import {
  AdminCreateIntegration,
  AdminUpdateIntegration,
} from "../../../api/admin/plugin-integrations/validators"
import {
  AdminCreateAclRole,
  AdminUpdateAclRole,
} from "../../../api/admin/plugin-acl-roles/validators"
import { ORDER_FILE_TYPES } from "../../../api/utils/b2b-record-files"
import { FILE_FORMATS } from "../../../modules/b2b-import/file-formats"
import { fieldMappingSchema } from "../../../modules/b2b-import/field-mapping-schema"
import {
  inboundRecordSchema,
  inboundRunSchema,
} from "../../../modules/b2b-import/inbound-record-schema"
import { FieldMapping } from "../../../modules/b2b-import/models/field-mapping"
import { InboundRecord } from "../../../modules/b2b-import/models/inbound-record"
import { InboundRun } from "../../../modules/b2b-import/models/inbound-run"
import { Profile } from "../../../modules/b2b-import/models/profile"
import { profileSchema } from "../../../modules/b2b-import/profile-schema"
import { aclRoleEntity, integrationEntity } from "../api-access-entities"
import { fieldMappingEntity, profileEntity } from "../b2b-import-entities"
import { inboundRecordEntity } from "../inbound-record-entity"
import { camelKey } from "../from-schema"
import { declaredFieldWords, worded } from "../../../utils/field-words"

/*
 * One schema per resource: each consumer is derived from the module's one
 * declaration, so each is checked against it here rather than against a
 * list of its own.
 */

type Json = Record<string, unknown>
const camel = (obj: Json) =>
  Object.fromEntries(Object.entries(obj).map(([k, v]) => [camelKey(k), v]))
const keys = (shape: object) => Object.keys(shape)
/** What a parse says: the output, or each issue's path and words. */
const outcome = (result: {
  success: boolean
  data?: unknown
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  result.success
    ? { data: result.data }
    : {
        issues: result.error!.issues.map((i) => [
          i.path.map((p) => camelKey(String(p))).join("."),
          i.message,
        ]),
      }

const PROFILE_INPUTS: Json[] = [
  { name: "Acme", approval_mode: "manual", file_format: "csv" },
  {
    name: "  Acme  ",
    approval_mode: "auto",
    file_format: "opentrans",
    currency_code: "EUR",
    csv_delimiter: ";",
    price_tolerance_percent: 2.5,
    file_prices: null,
    region_id: "reg_01H",
  },
  { name: "", approval_mode: "sometimes", file_format: "xlsx" },
  { name: "x".repeat(256), approval_mode: "auto", file_format: "csv" },
  { name: "A", approval_mode: "auto", file_format: "csv", extra: 1 },
  {
    name: "A",
    approval_mode: "auto",
    file_format: "csv",
    currency_code: "euro",
    csv_delimiter: '"',
    price_tolerance_percent: -1,
  },
]

describe("an import profile, declared once", () => {
  it.each(PROFILE_INPUTS)(
    "the /api input (camelCase) accepts and refuses as the /admin validator does: %j",
    (input) => {
      const entity = profileEntity.createSchema!.safeParse(camel(input))
      const adminParse = admin.AdminCreateProfile.safeParse(input)
      expect(outcome(entity)).toEqual(
        adminParse.success
          ? { data: camel(adminParse.data as Json) }
          : outcome(adminParse)
      )
      const update = profileEntity.updateSchema!.safeParse(camel(input))
      expect(update.success).toBe(
        admin.AdminUpdateProfile.safeParse(input).success
      )
    }
  )

  it("lists exactly the schema's fields: entity (whence OpenAPI), query-config and the model", () => {
    const wire = keys(profileSchema.shape).map(camelKey)
    const stored = ["id", ...wire, "createdAt", "updatedAt"]
    expect(keys(profileEntity.fields)).toEqual(stored)
    expect(keys(profileEntity.readSchema.shape)).toEqual(stored)
    expect(keys(profileEntity.createSchema!.shape)).toEqual(wire)
    expect(keys(profileEntity.updateSchema!.shape)).toEqual(wire)
    expect(PROFILE_FIELDS).toEqual([
      "id",
      ...keys(profileSchema.shape),
      "created_at",
      "updated_at",
    ])
    const model = keys((Profile as unknown as { schema: object }).schema)
    expect(model).toEqual(expect.arrayContaining(keys(profileSchema.shape)))
  })

  it("carries the admin's words of every field, in English and German, and the admin reads them from there", () => {
    for (const language of ["en", "de"] as const) {
      const { labels } = declaredFieldWords(profileSchema.shape, language)
      expect(keys(labels)).toEqual(keys(profileSchema.shape))
      expect(adminWords[language].b2bHistory.import.profile.fields).toEqual(
        labels
      )
    }
    expect(adminWords.de.b2bHistory.import.profile.fields.approval_mode).toBe(
      "Freigabe"
    )
  })

  it("lets a new field bring its label and hint with it", () => {
    const scratch = profileSchema.extend({
      scratch_note: worded(z.string().nullable().optional(), {
        label: { en: "Note", de: "Notiz" },
        hint: { en: "For the clerk", de: "Für die Sachbearbeitung" },
      }),
    })
    const de = declaredFieldWords(scratch.shape, "de")
    expect(de.labels.scratch_note).toBe("Notiz")
    expect(de.hints).toEqual({ scratch_note: "Für die Sachbearbeitung" })
    // The copy a field's words hang on keeps the shared schema's description (OpenAPI's).
    expect(profileSchema.shape.file_prices.description).toMatch(/net or gross/)
  })
})

describe("a field mapping, declared once", () => {
  const input = {
    profile_id: "a".repeat(32),
    source: "items[].sku",
    target: "line.sku",
    transform: [{ type: "trim" }],
    required: true,
    position: 3,
  }

  it("takes the same fields in both dialects; /admin without the profile (the URL's)", () => {
    const { profile_id: _, ...own } = input
    expect(admin.AdminCreateMapping.parse(own)).toEqual(own)
    expect(fieldMappingEntity.createSchema!.parse(camel(input))).toEqual(
      camel(input)
    )
    expect(
      admin.AdminCreateMapping.safeParse({ ...own, position: -1 }).success
    ).toBe(false)
    expect(
      fieldMappingEntity.createSchema!.safeParse(
        camel({ ...input, position: -1 })
      ).success
    ).toBe(false)
    // A mapping stays with its profile.
    expect(
      fieldMappingEntity.updateSchema!.safeParse({
        profileId: input.profile_id,
      }).success
    ).toBe(false)
  })

  it("lists exactly the schema's fields: entity (whence OpenAPI), query-config and the model", () => {
    const wire = keys(fieldMappingSchema.shape).map(camelKey)
    expect(keys(fieldMappingEntity.fields)).toEqual([
      "id",
      ...wire,
      "createdAt",
      "updatedAt",
    ])
    expect(fieldMappingEntity.fields.profileId).toMatchObject({
      column: "profile_id",
      type: "id",
    })
    expect(keys(fieldMappingEntity.createSchema!.shape)).toEqual(wire)
    expect(MAPPING_FIELDS).toEqual([
      "id",
      ...keys(fieldMappingSchema.shape),
      "created_at",
      "updated_at",
    ])
    const model = keys((FieldMapping as unknown as { schema: object }).schema)
    expect(model).toEqual(
      expect.arrayContaining(
        keys(fieldMappingSchema.shape).filter((k) => k !== "profile_id")
      )
    )
  })
})

describe("an inbound record and its runs, declared once", () => {
  it("give the /admin fields, the entity's fields and its read schema", () => {
    const own = keys(inboundRecordSchema.shape)
    expect(RECORD_FIELDS).toEqual(["id", ...own, "created_at", "updated_at"])
    expect(RUN_FIELDS).toEqual(keys(inboundRunSchema.shape))
    const wire = own
      .filter((k) => k !== "line_count" && k !== "changes")
      .map(camelKey)
    expect(keys(inboundRecordEntity.fields).sort()).toEqual(
      ["id", ...wire, "runs", "createdAt", "updatedAt"].sort()
    )
    expect(keys(inboundRecordEntity.readSchema.shape).sort()).toEqual(
      keys(inboundRecordEntity.fields).sort()
    )
    expect(inboundRecordEntity.fields.processedAt).toMatchObject({
      column: "processed_at",
      type: "date",
      readOnly: true,
    })
    const model = keys((InboundRecord as unknown as { schema: object }).schema)
    expect(model).toEqual(expect.arrayContaining(own))
    const runModel = keys((InboundRun as unknown as { schema: object }).schema)
    expect(runModel).toEqual(expect.arrayContaining(RUN_FIELDS))
  })

  it("shows a stored run in camelCase with its times in ISO 8601", () => {
    const started = new Date("2026-01-02T03:04:05.000Z")
    const row = {
      id: "a".repeat(32),
      action: "process",
      started_at: started,
      finished_at: "2026-01-02T03:04:06Z",
      actor: undefined,
      status: "failed",
      error_message: null,
      error_count: 2,
      note: null,
      file_name: "a.csv",
      file_sha256: "f".repeat(64),
    }
    const run = inboundRecordEntity.fields.runs.get!({
      id: "rec_1",
      runs: [row],
    })
    expect(run).toEqual([
      {
        id: row.id,
        action: "process",
        startedAt: "2026-01-02T03:04:05.000Z",
        finishedAt: "2026-01-02T03:04:06.000Z",
        actor: null,
        status: "failed",
        errorMessage: null,
        errorCount: 2,
        note: null,
        fileName: "a.csv",
        fileSha256: row.file_sha256,
      },
    ])
  })
})

describe("integrations and roles, declared once", () => {
  it("take the same fields in both dialects", () => {
    const integration = { label: "ERP", admin: false, role_ids: [] }
    expect(integrationEntity.createSchema!.parse(camel(integration))).toEqual(
      camel(AdminCreateIntegration.parse(integration))
    )
    const role = { name: "Clerk", description: null, privileges: [] }
    expect(aclRoleEntity.createSchema!.parse(role)).toEqual(
      AdminCreateAclRole.parse(role)
    )
    expect(AdminUpdateIntegration.safeParse({ label: "" }).success).toBe(false)
  })

  it("never empty a role's privileges on an update that leaves them out", () => {
    expect(AdminCreateAclRole.parse({ name: "Clerk" }).privileges).toEqual([])
    expect(AdminUpdateAclRole.parse({ name: "Clerk" })).toEqual({
      name: "Clerk",
    })
    expect(aclRoleEntity.updateSchema!.parse({ name: "Clerk" })).toEqual({
      name: "Clerk",
    })
  })
})

describe("the order-file formats, declared once", () => {
  it("feed the validators, the entity, the model and the admin's words", () => {
    expect(admin.AdminCreateProfile.shape.file_format.options).toEqual([
      ...FILE_FORMATS,
    ])
    expect(profileEntity.createSchema!.shape.fileFormat).toBe(
      profileSchema.shape.file_format
    )
    const column = (
      Profile as unknown as {
        schema: { file_format: { parse(n: string): { dataType: Json } } }
      }
    ).schema.file_format.parse("file_format")
    expect(column.dataType).toMatchObject({
      name: "enum",
      options: { choices: [...FILE_FORMATS] },
    })
    for (const words of [enImport, deImport])
      expect(keys(words.format)).toEqual([...FILE_FORMATS])
  })

  it("give the media types an order file is handed out as", () => {
    expect([...ORDER_FILE_TYPES]).toEqual([
      "text/csv",
      "text/plain",
      "application/csv",
      "application/vnd.ms-excel",
      "application/json",
      "application/xml",
      "text/xml",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/zip",
      "application/edifact",
    ])
  })
})
