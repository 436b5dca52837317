/**
 * The B2B import's types, one source for the server and the admin UI:
 * derived from the module's models (InferTypeOf) and schemas (z.infer),
 * never copied. Wire types are the rows as JSON carries them (dates as
 * strings).
 */
import type { InferTypeOf } from "@medusajs/framework/types"
import type { FieldMapping as FieldMappingModel } from "../../modules/b2b-import/models/field-mapping"
import type { InboundRecord as InboundRecordModel } from "../../modules/b2b-import/models/inbound-record"
import type { Profile as ProfileModel } from "../../modules/b2b-import/models/profile"
import type { OrderChange } from "../../modules/b2b-import/pipeline/order/types"
import type { RowError } from "../../modules/b2b-import/pipeline/types"
import type { TransformStep } from "../../modules/b2b-import/schemas"
import type { Wire } from "../wire"

export type { InboundStatus } from "../../modules/b2b-import/types"
export type { OrderChange, RowError, TransformStep }

type Bookkeeping = "deleted_at"

/** A source column or path of a profile and the order field it fills. */
export type FieldMapping = Omit<
  Wire<InferTypeOf<typeof FieldMappingModel>>,
  Bookkeeping | "profile" | "transform"
> & { transform: TransformStep[] | null }

/** An import profile; `mappings` only when read one by one. */
export type ImportProfile = Omit<
  Wire<InferTypeOf<typeof ProfileModel>>,
  Bookkeeping | "mappings"
> & { mappings?: FieldMapping[] }

/** An uploaded order file as the admin API answers it (without its stored file key and prepared order). */
export type InboundRecord = Omit<
  Wire<InferTypeOf<typeof InboundRecordModel>>,
  Bookkeeping | "file_key" | "prepared_order" | "errors" | "changes"
> & {
  errors: RowError[] | null
  changes: OrderChange[] | null
  order?: { id: string; display_id: number | null; status: string } | null
}

/** The fields a profile form sends (create and update). */
export type ImportProfileInput = Omit<
  ImportProfile,
  "id" | "created_at" | "updated_at" | "mappings"
>

/** The fields a mapping form sends. */
export type FieldMappingInput = Pick<
  FieldMapping,
  "source" | "target" | "transform" | "required" | "position"
>
