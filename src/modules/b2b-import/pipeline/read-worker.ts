import { readOrderFile } from "./read-order"
import {
  FileProblem,
  type MappingRule,
  type MapResult,
  type ParseOptions,
  type RowErrorCode,
} from "./types"

/** One file to read on a worker thread (read-off-thread.ts). */
export type ReadTask = {
  bytes: Uint8Array
  opts: ParseOptions
  rules: MappingRule[]
}
/** What comes back: the mapped order, or the file-level problem in words (an Error's class does not cross threads). */
export type ReadOutcome =
  { result: MapResult } | { problem: { code: RowErrorCode; message: string } }

/** The worker's task (piscina calls the default export). */
export default async function readOrderTask({
  bytes,
  opts,
  rules,
}: ReadTask): Promise<ReadOutcome> {
  try {
    return { result: await readOrderFile(bytes, opts, rules) }
  } catch (error) {
    if (error instanceof FileProblem)
      return { problem: { code: error.code, message: error.message } }
    throw error
  }
}
