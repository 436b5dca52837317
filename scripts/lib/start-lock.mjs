// One npm start, npm run dev or npm run db per project folder: a second one
// would share the first one's database and then stop it as "left over".
import fs from "node:fs"
import path from "node:path"
import { alive, parentOf, runs, waitUntilGone } from "./process.mjs"

const lockFile = (root) => path.join(root, ".data", "start.lock")

function holderOf(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return null // half written or gone: treated as stale
  }
}

/**
 * Takes the folder's start lock, or throws one sentence naming the start that
 * holds it. A lock whose start is gone (kill -9, machine restarted) is taken
 * over; a start that lost its terminal (its parent died) is given time to
 * stop first. Returns the release function.
 */
export async function takeStartLock(root, port) {
  const file = lockFile(root)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written whole beside it, then linked into place: a second start never
    // reads a lock that exists but is still empty.
    const draft = `${file}.${process.pid}`
    fs.writeFileSync(draft, JSON.stringify({ pid: process.pid, port }))
    try {
      fs.linkSync(draft, file)
      return () => {
        if (holderOf(file)?.pid === process.pid)
          fs.rmSync(file, { force: true })
      }
    } catch (error) {
      if (error.code !== "EEXIST") throw error
    } finally {
      fs.rmSync(draft, { force: true })
    }
    const holder = holderOf(file)
    const live =
      holder?.pid > 0 && alive(holder.pid) && runs(holder.pid, "start.mjs")
    if (live && parentOf(holder.pid) === 1) await waitUntilGone(holder.pid, 30)
    if (live && alive(holder.pid)) {
      throw new Error(
        `npm start already runs in this folder (process ${holder.pid}${holder.port ? `, port ${holder.port}` : ""}). ` +
          `Stop it with Ctrl-C first; for a second shop, use another copy of the project.`
      )
    }
    fs.rmSync(file, { force: true })
  }
  throw new Error(
    `Could not take ${path.relative(root, file)}: another start keeps taking it. Start again in a moment.`
  )
}
