/** The B2B import's types as the admin UI uses them: the server's own (src/types/b2b-import). */
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
