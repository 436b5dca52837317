/** The B2B import's types as the admin UI uses them: the server's own (src/types/b2b-import). */
import type { InboundRecord } from "../../../types/b2b-import"

export type {
  FieldMapping,
  FieldMappingInput as MappingInput,
  ImportProfile as Profile,
  ImportProfileInput as ProfileInput,
  InboundRecord,
  InboundStatus,
  OrderChange as RecordChange,
  RowError,
  TransformStep,
} from "../../../types/b2b-import"

/** What a dialog on one record (reject, replace file) is given. */
export type RecordDialogProps = {
  record: InboundRecord
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The control that opened it (a button, the "…" menu); the page heading once it is gone. */
  returnFocus: () => HTMLElement | null
}
