/**
 * The B2B import's types, one source for the server and the admin UI:
 * derived from the module's models (InferTypeOf) and schemas (z.infer),
 * never copied. Wire types are the rows as JSON carries them (dates as
 * strings).
 */
import type { InferTypeOf } from "@medusajs/framework/types"
import type { FieldMapping as FieldMappingModel } from "../../modules/b2b-import/models/field-mapping"
import type { InboundRecord as InboundRecordModel } from "../../modules/b2b-import/models/inbound-record"
import type { InboundRun as InboundRunModel } from "../../modules/b2b-import/models/inbound-run"
import type { Profile as ProfileModel } from "../../modules/b2b-import/models/profile"
import type { InboundCheck } from "../../modules/b2b-import/pipeline/order/check-types"
import type { OrderChange } from "../../modules/b2b-import/pipeline/order/types"
import type { RowError } from "../../modules/b2b-import/pipeline/types"
import type { TransformStep } from "../../modules/b2b-import/schemas"
import type { Wire } from "../wire"

export type { InboundStatus } from "../../modules/b2b-import/types"
export type { InboundAction } from "../../modules/b2b-import/status-machine"
// Enumerations and status rules, declared once in the module; both files import nothing a browser lacks.
export {
  APPROVAL_MODES,
  CSV_ENCODINGS,
  CUSTOMER_LOOKUPS,
  DEFAULT_FILE_PRICES,
  FILE_FORMATS,
  FILE_PRICES,
  type FileFormat,
  INBOUND_STATUSES,
  MAPPING_TARGETS,
  PRICE_SOURCES,
} from "../../modules/b2b-import/types"
export { FILE_FORMAT_TRAITS } from "../../modules/b2b-import/file-formats"
// The one schemas of a profile and a mapping, for the forms' checks (browser-safe: zod and the text rules).
export {
  NEW_PROFILE,
  profileSchema,
  type ProfileFields,
} from "../../modules/b2b-import/profile-schema"
export { mappingFieldsSchema } from "../../modules/b2b-import/field-mapping-schema"
export { transformStepSchema } from "../../modules/b2b-import/schemas"
export { fieldKind, type FieldKind } from "../../utils/field-kind"
export { type AdminLanguage, declaredFieldWords } from "../../utils/field-words"
export {
  NEEDS_ATTENTION_STATUSES,
  REJECTABLE_STATUSES,
  REPLACEABLE_STATUSES,
  STARTING_STATUSES,
  WENT_THROUGH_STATUSES,
} from "../../modules/b2b-import/status-machine"
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

/** A run in a record's history (process, approve, replace_file) and where it left the record. */
export type InboundRun = Omit<
  Wire<InferTypeOf<typeof InboundRunModel>>,
  Bookkeeping | "record" | "created_at" | "updated_at"
>

/** An uploaded order file as the admin API answers it (without its stored file key and prepared order). */
export type InboundRecord = Omit<
  Wire<InferTypeOf<typeof InboundRecordModel>>,
  Bookkeeping | "file_key" | "prepared_order" | "errors" | "changes" | "runs"
> & {
  errors: RowError[] | null
  changes: OrderChange[] | null
  order?: { id: string; display_id: number | null; status: string } | null
  /** The history of runs, oldest first (only when read one by one). */
  runs?: InboundRun[]
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

/** A camelCase key in snake_case ("taxTotal" → "tax_total"). */
type SnakeKey<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeKey<T>}`
  : S
/** A camelCase answer with snake_case keys throughout, as the `/admin` dialect gives it. */
export type Snaked<T> = T extends (infer U)[]
  ? Snaked<U>[]
  : T extends object
    ? { [K in keyof T as SnakeKey<K & string>]: Snaked<T[K]> }
    : T

/** The approval check (dry run of approve) as `POST /admin/b2b/records/:id/check` answers it. */
export type AdminInboundCheck = Snaked<InboundCheck>
export type AdminCheckLine = AdminInboundCheck["lines"][number]
export type AdminCheckDifference = AdminInboundCheck["differences"][number]
