import { StreamParser } from "@json2csv/plainjs"
import { Transform } from "node:stream"

/** Bytes of a buffer lines are encoded into; a batch's lines fill about one. */
const CHUNK_BYTES = 128 * 1024
/** UTF-8 takes at most three bytes for a UTF-16 code unit. */
const MAX_BYTES_PER_UNIT = 3

/**
 * json2csv's streaming parser as a Node transform: objects in (here a batch
 * of rows each), UTF-8 buffers out, one per object. Each line is encoded into a buffer as
 * json2csv makes it. @json2csv/node's transform joins a batch's lines into
 * one string instead, which V8 then flattens from thousands of pieces (as two
 * bytes a character once a single cell holds a "€") before encoding: 40 % of
 * the history export's CPU time; a line at a time it is a fifth of that
 * (bench history-export, docs/development.md).
 */
export function csvEncoder<TChunk extends object, TRecord extends object>(
  options: ConstructorParameters<typeof StreamParser<TChunk, TRecord>>[0]
): Transform {
  const parser = new StreamParser<TChunk, TRecord>(options, {
    objectMode: true,
  })
  let buffer = Buffer.allocUnsafe(CHUNK_BYTES)
  let used = 0
  const filled = (): Buffer | undefined => {
    if (!used) return undefined
    const chunk = buffer.subarray(0, used)
    buffer = Buffer.allocUnsafe(CHUNK_BYTES)
    used = 0
    return chunk
  }
  parser.onData = (text) => {
    const room = text.length * MAX_BYTES_PER_UNIT
    if (used + room > buffer.length) {
      const chunk = filled()
      if (chunk) encoder.push(chunk)
      if (room > buffer.length) buffer = Buffer.allocUnsafe(room)
    }
    used += buffer.write(text, used)
  }
  parser.onError = (error) => {
    throw error
  }
  const encoder = new Transform({
    writableObjectMode: true,
    writableHighWaterMark: 1,
    transform(chunk: TChunk, _encoding, done) {
      try {
        parser.write(chunk)
      } catch (error) {
        return done(error as Error)
      }
      // The next batch waits for the event loop's next turn: handed over at once, the stream machinery
      // ran batch after batch for up to 450 ms while other requests waited (a fast reader, a busy machine).
      const out = filled()
      setImmediate(() => done(null, out))
    },
    flush(done) {
      try {
        parser.end()
      } catch (error) {
        return done(error as Error)
      }
      done(null, filled())
    },
  })
  return encoder
}
