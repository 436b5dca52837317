import { spawn } from "child_process"
import path from "path"
import { ROOT } from "./project"

jest.setTimeout(5 * 60_000)

/**
 * The restart policy of `npm start` (scripts/lib/supervise.mjs) with real
 * processes that really run out of memory (V8 with a 16 MB heap), as a Medusa
 * hit by a too-large request would: the cause in V8's own words, the pauses
 * growing, and the end after the sixth death within a minute. The whole shop
 * under `npm start` is tested in npm-start.start.spec.ts.
 */
describe("npm start's restart policy", () => {
  /** Runs the supervisor over a process that dies of its heap limit each time; its reports as lines of JSON. */
  function superviseOutOfMemory(): Promise<{
    said: string[]
    gaveUp: string
    launches: number
  }> {
    const supervise = path.join(ROOT, "scripts", "lib", "supervise.mjs")
    const driver = `
      import { spawn } from "node:child_process"
      import { supervise } from ${JSON.stringify(supervise)}
      const report = (o) => process.stdout.write(JSON.stringify(o) + "\\n")
      const server = supervise({
        launch: () => spawn(process.execPath, ["--max-old-space-size=16", "-e",
          "const a = []; for (;;) a.push(new Array(1e5).fill(1))"],
          { stdio: ["ignore", "ignore", "pipe"], detached: true }),
        onLaunch: () => report({ launched: true }),
        giveUp: (reason) => { report({ gaveUp: reason }); process.exit(0) },
        say: (line) => report({ said: line }),
      })
      server.markHealthy()
    `
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--input-type=module", "-e", driver],
        { cwd: ROOT }
      )
      let out = ""
      let err = ""
      child.stdout.on("data", (c) => (out += c))
      child.stderr.on("data", (c) => (err += c))
      child.on("error", reject)
      child.on("exit", () => {
        const reports = out
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
        const gaveUp = reports.find((r) => r.gaveUp)?.gaveUp
        if (!gaveUp)
          return reject(
            new Error(
              `The supervisor never gave up:\n${out}\n${err.slice(-3000)}`
            )
          )
        resolve({
          said: reports.filter((r) => r.said).map((r) => r.said),
          gaveUp,
          launches: reports.filter((r) => r.launched).length,
        })
      })
    })
  }

  it("names an out-of-memory death in V8's words, pauses 1, 2, 4, 8 and 16 s, and stops at the sixth death within a minute, saying so", async () => {
    const { said, gaveUp, launches } = await superviseOutOfMemory()
    expect(launches).toBe(6)
    expect(said).toHaveLength(5)
    for (const line of said)
      expect(line).toContain(
        'it ran out of memory: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"'
      )
    expect(
      said.map((line) => /Restarting it in (\d+) s/.exec(line)?.[1])
    ).toEqual(["1", "2", "4", "8", "16"])
    expect(said[4]).toContain("restart 5 of at most 5 within 60 s")
    expect(gaveUp).toContain(
      "that is 6 times within 60 s, so it is not restarted any more"
    )
    expect(gaveUp).toContain("JavaScript heap out of memory")
  })
})
