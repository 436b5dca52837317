import { z } from "@medusajs/framework/zod"
import { adminFindParams } from "../../utils/find-params"
import { dayParam } from "../../../utils/shop-day"
import { patchSchema } from "../../../utils/patch-schema"
import { mappingFieldsSchema } from "../../../modules/b2b-import/field-mapping-schema"
import {
  holdPart,
  rejectionReasonSchema,
} from "../../../modules/b2b-import/schemas"
import { profileSchema } from "../../../modules/b2b-import/profile-schema"
import * as T from "../../../modules/b2b-import/types"

const booleanParam = z.enum(["true", "false"]).transform((v) => v === "true")

export const AdminRecordListParams = adminFindParams({
  order: "-created_at",
}).extend({
  /** One status, several (`status[]=failed&status[]=mapped`) or a comma list (`status=failed,mapped`). */
  status: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(","))
        .map((s) => s.trim())
    )
    // A value that is no status is named in the answer (the framework's words would call it "required").
    .superRefine((list, ctx) => {
      const unknown = list.filter(
        (s) => !(T.INBOUND_STATUSES as readonly string[]).includes(s)
      )
      if (unknown.length || !list.length)
        ctx.addIssue({
          code: "custom",
          message: `status: ${unknown.length ? unknown.map((s) => `'${s}'`).join(", ") : "an empty value"} is no status; use one or several of ${T.INBOUND_STATUSES.join(", ")}`,
        })
    })
    .transform((list) => list as T.InboundStatus[])
    .optional(),
  /** true: only records that need attention (failed, parsed, mapped). */
  needs_attention: booleanParam.optional(),
  profile_id: z.string().optional(),
  q: z.string().trim().max(200).optional(),
  /** Received on or after this day, to this day (whole days in the shop's time zone). */
  from: dayParam("from").optional(),
  to: dayParam("to").optional(),
})
export type AdminRecordListParamsType = z.infer<typeof AdminRecordListParams>

export const AdminUploadRecord = z.object({
  profile_id: z
    .string()
    .regex(
      /^[0-9a-f]{32}$/,
      "profile_id: must be the id of an import profile (32 hexadecimal characters)"
    ),
  /** "true": bulk passes leave the record until it is processed explicitly. */
  hold: holdPart.optional(),
})
export type AdminUploadRecordType = z.infer<typeof AdminUploadRecord>

/** A profile's fields are the module's one schema (profile-schema.ts). */
export const AdminCreateProfile = profileSchema.strict()
export type AdminCreateProfileType = z.infer<typeof AdminCreateProfile>
export const AdminUpdateProfile = patchSchema(profileSchema).strict()
export type AdminUpdateProfileType = z.infer<typeof AdminUpdateProfile>

/** A mapping's fields are the module's one schema (field-mapping-schema.ts); the URL names its profile. */
export const AdminCreateMapping = mappingFieldsSchema.strict()
export type AdminCreateMappingType = z.infer<typeof AdminCreateMapping>
export const AdminUpdateMapping = patchSchema(mappingFieldsSchema).strict()
export type AdminUpdateMappingType = z.infer<typeof AdminUpdateMapping>

export const AdminProfileListParams = adminFindParams({ order: "name" })

/** Approve: `accept_changes` approves at the current values although the check found changes the profile does not allow. */
export const AdminApproveRecord = z
  .object({ accept_changes: z.boolean().optional() })
  .strict()
export type AdminApproveRecordType = z.infer<typeof AdminApproveRecord>

export const AdminRejectRecord = z
  .object({
    reason: rejectionReasonSchema,
  })
  .strict()
export type AdminRejectRecordType = z.infer<typeof AdminRejectRecord>
