import { UsageError } from "../context"
import { checkDecisionUsage, type DecisionOptions } from "./b2b-decision"

/** Options of `plugin:b2b:process` as commander hands them over. */
export type Options = DecisionOptions & {
  limit?: string
  profile?: string
}

const RECORD_ID = /^[0-9a-f]{32}$/i
const PROFILE_ID = RECORD_ID

/** Checks the arguments before the app boots; returns the record id (lower case), or --limit and --profile for --pending. */
export function checkUsage(
  id: string | undefined,
  options: Options
): { id?: string; limit?: number; profileId?: string } {
  if (id !== undefined && options.pending)
    throw new UsageError(
      "Give either an inbound record id or --pending, not both."
    )
  if (options.approve && options.pending)
    throw new UsageError(
      "--approve approves one record: give its id instead of --pending."
    )
  if (id === undefined && !options.pending) {
    throw new UsageError(
      "Give the id of an inbound record (32 hexadecimal characters), or --pending to process every pending record."
    )
  }
  if (options.limit !== undefined && !options.pending)
    throw new UsageError("--limit applies to --pending only.")
  if (options.profile !== undefined && !options.pending)
    throw new UsageError("--profile applies to --pending only.")
  if (options.profile !== undefined && !PROFILE_ID.test(options.profile)) {
    throw new UsageError(
      `"${options.profile}" is not an import profile id: expected 32 hexadecimal characters (see Settings → B2B import profiles).`
    )
  }
  checkDecisionUsage(options)
  if (options.limit !== undefined && !/^[1-9]\d*$/.test(options.limit.trim())) {
    throw new UsageError(
      `--limit expects a whole number of at least 1, got "${options.limit}".`
    )
  }
  if (id !== undefined && !RECORD_ID.test(id)) {
    throw new UsageError(
      `"${id}" is not an inbound record id: expected 32 hexadecimal characters, e.g. 0f8fad5bd9cb469fa16570867728950e.`
    )
  }
  return options.pending
    ? {
        limit: options.limit === undefined ? undefined : Number(options.limit),
        profileId: options.profile?.toLowerCase(),
      }
    : { id: id!.toLowerCase() }
}
