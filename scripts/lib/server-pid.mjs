// The Medusa process `npm start` / `npm run dev` runs, noted in .data/server.pid:
// when the script itself is killed (kill -9), Medusa keeps running and holds
// the port; the next start stops it instead of refusing to start.
import fs from "node:fs"
import path from "node:path"
import { alive, runs, stopGroup } from "./process.mjs"

const pidFile = (root) => path.join(root, ".data", "server.pid")

export function rememberServer(root, pid) {
  fs.mkdirSync(path.dirname(pidFile(root)), { recursive: true })
  fs.writeFileSync(pidFile(root), `${pid}\n`)
}

/** Removes the note, when it still names `pid` (a later start may have written its own). */
export function forgetServer(root, pid) {
  try {
    if (
      pid === undefined ||
      Number(fs.readFileSync(pidFile(root), "utf8")) === pid
    )
      fs.rmSync(pidFile(root))
  } catch {
    // no note
  }
}

/** Stops the process group of a Medusa an earlier start left running; nothing when it is gone. */
export async function stopLeftoverServer(root, say) {
  if (!fs.existsSync(pidFile(root))) return
  const pid = Number(fs.readFileSync(pidFile(root), "utf8"))
  // The group of a leader that is gone holds only Medusa's own children (medusa develop's server).
  if (pid > 0 && alive(-pid) && (!alive(pid) || runs(pid, "medusa"))) {
    say(
      `The Medusa of an earlier run still runs (process ${pid}); stopping it ...`
    )
    await stopGroup(pid, "SIGTERM")
  }
  forgetServer(root)
}
