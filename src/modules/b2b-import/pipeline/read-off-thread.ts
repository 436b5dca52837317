import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Piscina } from "piscina"
import type { ReadOutcome, ReadTask } from "./read-worker"
import {
  FileProblem,
  type MappingRule,
  type MapResult,
  type ParseOptions,
} from "./types"

/**
 * Order files are read on worker threads: parsers are synchronous, and a file
 * at the upload limit can keep one busy for seconds (20 MB of XML text: about
 * 4 s), which on the main thread would stall every request of the server.
 * A file that still takes longer than the budget, or more memory than the
 * limit, is stopped and fails on its own; the server goes on. The budget
 * includes the wait for a free thread, which only shows when two other files
 * at once are that slow: the record fails and can be processed again.
 */
const READ_BUDGET_MS = 30_000
const READ_HEAP_MB = 1024

/**
 * Readers leave a core to the event loop: two readers on a two-core machine
 * stalled other requests by up to 400 ms while hostile files were read.
 */
const READER_THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1))

let pool: Piscina | undefined

/** From sources (tests, `medusa develop`) the worker compiles TypeScript as it loads; a built plugin runs its JavaScript. */
function workerSetup(): Pick<
  ConstructorParameters<typeof Piscina>[0] & object,
  "filename" | "execArgv" | "env"
> {
  const extension = path.extname(__filename)
  const filename = path.join(__dirname, `read-worker${extension}`)
  if (extension !== ".ts") return { filename }
  const project = path.resolve(__dirname, "../../../..", "tsconfig.json")
  return {
    filename,
    execArgv: ["--require", require.resolve("ts-node/register/transpile-only")],
    env: {
      ...process.env,
      ...(fs.existsSync(project) ? { TS_NODE_PROJECT: project } : {}),
    },
  }
}

function readers(): Piscina {
  pool ??= new Piscina({
    ...workerSetup(),
    minThreads: 0,
    maxThreads: READER_THREADS,
    // Kept warm between files of a bulk run; an idle server holds no thread.
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB },
  })
  return pool
}

const tooComplex = (what: string) =>
  new FileProblem(
    "FILE_TOO_COMPLEX",
    `Reading the file ${what} and was stopped; an order file is read in well under a second. ` +
      "Check that it is an order export in the profile's format, or split it into smaller files."
  )

/** Parse and map one order file on a worker thread, within READ_BUDGET_MS (tests pass a smaller budget). */
export async function readOrderFileOffThread(
  bytes: Uint8Array,
  opts: ParseOptions,
  rules: MappingRule[],
  budgetMs = READ_BUDGET_MS
): Promise<MapResult> {
  const task: ReadTask = { bytes, opts, rules }
  const signal = AbortSignal.timeout(budgetMs)
  let outcome: ReadOutcome
  try {
    outcome = await readers().run(task, { signal })
  } catch (error) {
    if (signal.aborted)
      throw tooComplex(
        `took longer than ${(budgetMs / 1000).toLocaleString("en")} seconds`
      )
    if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY")
      throw tooComplex(`needed more than ${READ_HEAP_MB} MB of memory`)
    throw error
  }
  if ("problem" in outcome)
    throw new FileProblem(outcome.problem.code, outcome.problem.message)
  return outcome.result
}
