import { ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { freePortSync } from "./free-port"
import {
  buildAndPack,
  createDatabase,
  createHostApp,
  waitForOutput,
} from "./host-app"

jest.setTimeout(10 * 60 * 1000)

const HOST_OPTIONS = { uploadMaxBytes: 1048576, pendingJob: { enabled: false } }
const ADMIN = { email: "host-admin@test.example", password: "host-password" }

/**
 * Builds and packs the plugin, installs the tarball into a separate minimal
 * Medusa app, migrates it and calls the plugin's route there.
 */
describe("the packed plugin installed into another Medusa app", () => {
  let host: ReturnType<typeof createHostApp>
  let server: ChildProcess | undefined
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-pack-"))

  beforeAll(async () => {
    const tarball = buildAndPack(work)
    const databaseUrl = await createDatabase("b2b_history_plugin_host")
    host = createHostApp(tarball, databaseUrl)
  })

  afterEach(() => {
    server?.kill("SIGKILL")
    server = undefined
  })

  afterAll(() => {
    host?.remove()
    fs.rmSync(work, { recursive: true, force: true })
  })

  it("ships the compiled plugin and its admin extension, not the sources", () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory()
            ? files(path.join(dir, e.name))
            : [path.join(dir, e.name)]
        )
    const shipped = files(host.pluginDir).map((f) =>
      path.relative(host.pluginDir, f)
    )
    expect(shipped).toEqual(
      expect.arrayContaining([
        "package.json",
        ".medusa/server/src/modules/plugin-settings/index.js",
        ".medusa/server/src/api/admin/plugin-settings/route.js",
        ".medusa/server/src/admin/index.mjs",
        ".medusa/server/src/cli/index.js",
        ".medusa/server/src/modules/b2b-import/pipeline/read-worker.js",
        ".medusa/server/src/providers/locking-postgres/index.js",
        "bin/plugin-cli.js",
        "assets/fonts/DejaVuSansCondensed.ttf",
        "assets/fonts/DejaVuSansCondensed-Bold.ttf",
        "assets/fonts/LICENSE",
      ])
    )
    expect(
      shipped.filter((f) => f.endsWith(".ts") || f.startsWith("src/"))
    ).toEqual([])
  })

  it("bundles the admin's chart library and the PDF writer instead of installing them into the host", () => {
    const read = (file: string) =>
      fs.readFileSync(path.join(host.pluginDir, file), "utf8")
    const manifest = JSON.parse(read("package.json")) as {
      dependencies: Record<string, string>
    }
    expect(manifest.dependencies).not.toHaveProperty("recharts")
    expect(manifest.dependencies).not.toHaveProperty("pdfkit")
    for (const built of ["index.mjs", "index.js"])
      expect(read(`.medusa/server/src/admin/${built}`)).not.toMatch(
        /(from |require\()["']recharts["'/]/
      )
    expect(
      read(".medusa/server/src/modules/product-history/exports/pdf.js")
    ).toContain('require("../../../vendor/pdfkit.js")')
  })

  it("migrates, starts and answers the plugin's route with the host's options", async () => {
    host.check(host.medusa(["db:migrate"]), "medusa db:migrate")
    host.check(
      host.medusa(["user", "-e", ADMIN.email, "-p", ADMIN.password]),
      "medusa user"
    )

    const port = freePortSync()
    server = host.start(port, HOST_OPTIONS)
    const started = await waitForOutput(server, /Server is ready on port/)
    expect(started).toMatchObject({ matched: true, exitCode: null })

    const base = `http://localhost:${port}`
    const anonymous = await fetch(`${base}/admin/plugin-settings`)
    expect(anonymous.status).toBe(401)

    const login = await fetch(`${base}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    })
    const { token } = await login.json()
    const res = await fetch(`${base}/admin/plugin-settings`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.plugin).toBe("medusa-plugin-b2b-history")
    expect(body.options).toMatchObject({
      uploadMaxBytes: 1048576,
      tokenLifetimeSeconds: 600,
      pendingJob: { enabled: false, schedule: "*/5 * * * *", batchSize: 50 },
    })

    // The compiled PDF export (.medusa/server/…) prints with the fonts the tarball ships in assets/fonts.
    const pdf = await fetch(`${base}/admin/product-history/export-pdf`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
      body: "{}",
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await pdf.arrayBuffer()).toString("latin1")).toMatch(
      /\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed\b/
    )

    // The Shopware-compatible dialect, with the plugin's own migrated tables.
    const oauth = await fetch(`${base}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "password",
        client_id: "administration",
        username: ADMIN.email,
        password: ADMIN.password,
      }),
    })
    expect(oauth.status).toBe(200)
    const { access_token } = await oauth.json()
    const roles = await fetch(`${base}/api/acl-role`, {
      headers: {
        authorization: `Bearer ${access_token}`,
        accept: "application/json",
      },
    })
    expect(roles.status).toBe(200)
    expect(await roles.json()).toEqual({ total: 0, data: [], aggregations: [] })

    // An order file is read by the compiled reader worker (read-worker.js): parsed and mapped.
    const admin = { authorization: `Bearer ${token}` }
    const json = { ...admin, "content-type": "application/json" }
    const profile = (
      await (
        await fetch(`${base}/admin/b2b/profiles`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({
            name: "Host ERP",
            approval_mode: "manual",
            file_format: "csv",
            csv_delimiter: ";",
          }),
        })
      ).json()
    ).profile
    for (const [position, [source, target]] of [
      ["Artikelnummer", "line.sku"],
      ["Menge", "line.quantity"],
    ].entries()) {
      const mapped = await fetch(
        `${base}/admin/b2b/profiles/${profile.id}/mappings`,
        {
          method: "POST",
          headers: json,
          body: JSON.stringify({ source, target, position }),
        }
      )
      expect(mapped.status).toBe(201)
    }
    const form = new FormData()
    form.append("profile_id", profile.id)
    form.append(
      "file",
      new Blob(["Artikelnummer;Menge\nHOST-SKU-1;2\n"], { type: "text/csv" }),
      "order.csv"
    )
    const uploaded = await (
      await fetch(`${base}/admin/b2b/records`, {
        method: "POST",
        headers: admin,
        body: form,
      })
    ).json()
    const processed = await (
      await fetch(`${base}/admin/b2b/records/${uploaded.record.id}/process`, {
        method: "POST",
        headers: json,
        body: "{}",
      })
    ).json()
    expect(processed.record).toMatchObject({ status: "mapped", line_count: 1 })
    // Read and mapped (one line); the order cannot be built in a host without regions, and says so.
    expect(processed.record.errors).toEqual([
      expect.objectContaining({
        code: "SETUP_INCOMPLETE",
        message:
          "The shop has no region yet. Create one in Settings → Regions, then process the file again.",
      }),
    ])
  })

  it("refuses to start with a bad option and names it", async () => {
    server = host.start(freePortSync(), {
      uploadMaxBytes: "twenty megabytes",
      retentionDays: 30,
    })
    const result = await waitForOutput(server, /Server is ready on port/)
    expect(result.matched).toBe(false)
    expect(result.exitCode).not.toBe(0)
    expect(result.exitCode).not.toBeNull()
    expect(result.output).toContain(
      "Invalid options for plugin medusa-plugin-b2b-history"
    )
    expect(result.output).toContain('option "uploadMaxBytes"')
    expect(result.output).toContain('unknown option "retentionDays"')
  })
})
