import { mapFile } from "./map"
import { parseFile } from "./parse"
import type { MappingRule, MapResult, ParseOptions } from "./types"

/** The "parse" and "map" stages of one order file: pure, and all the CPU work reading a file costs. */
export async function readOrderFile(
  bytes: Uint8Array,
  opts: ParseOptions,
  rules: MappingRule[]
): Promise<MapResult> {
  const buf = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return mapFile(await parseFile(buf, opts, rules), rules, opts)
}
