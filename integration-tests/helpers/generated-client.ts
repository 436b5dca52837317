import { execFile } from "child_process"
import fs from "fs/promises"
import path from "path"
import { promisify } from "util"

const ROOT = path.resolve(__dirname, "..", "..")
const run = promisify(execFile)

/**
 * A client program as an integrator writes it against the types that
 * openapi-typescript generates from the document, calling through
 * openapi-fetch with the document's server as base URL: a token, an upload
 * of an order file, a search for its record. Paths are the document's,
 * relative to the server's /api.
 */
const PROGRAM = `
import createClient from "openapi-fetch"
import type { paths } from "./schema.js"

const env = (name: string): string => {
  const value = process.env[name]
  if (!value) throw new Error(name + " is not set")
  return value
}
const client = createClient<paths, "application/json">({ baseUrl: env("API_BASE_URL") })

// @ts-expect-error the document's paths are relative to its server, which ends in /api
void client.GET("/api/_info/version")

const token = await client.POST("/oauth/token", {
  body: {
    grant_type: "client_credentials",
    client_id: env("CLIENT_ID"),
    client_secret: env("CLIENT_SECRET"),
  },
})
if (!token.data) throw new Error("token: " + JSON.stringify(token.error))
const accessToken: string = token.data.access_token
const headers = { authorization: "Bearer " + accessToken, accept: "application/json" }

const upload = await client.POST("/_action/plugin-b2b/upload", {
  headers,
  body: { profileId: env("PROFILE_ID"), file: "SKU;Menge\\nSW-1;2\\n" },
  bodySerializer(body) {
    const form = new FormData()
    form.append("profileId", body.profileId)
    form.append("file", new Blob([body.file], { type: "text/csv" }), "order.csv")
    return form
  },
})
if (!upload.data) throw new Error("upload: " + JSON.stringify(upload.error))
const recordId: string = upload.data.id
const status: "pending" | string = upload.data.status
const duplicate: boolean = upload.data.duplicate

const search = await client.POST("/search/plugin-b2b-inbound-record", {
  headers,
  body: {
    filter: [{ type: "equals", field: "id", value: recordId }],
    sort: [{ field: "createdAt", order: "DESC" }],
    "total-count-mode": 1,
  },
})
if (!search.data) throw new Error("search: " + JSON.stringify(search.error))
const total: number = search.data.total
const found: string | undefined = search.data.data[0]?.id
const fileName: string | undefined = search.data.data[0]?.fileName

process.stdout.write(
  JSON.stringify({ tokenType: token.data.token_type, recordId, status, duplicate, total, found, fileName })
)
`

/**
 * Generates types from the document (openapi-typescript), type-checks the
 * client program against them (tsc, strict), runs it against the server and
 * answers what it printed. Works in a folder under .cache/ (removed after),
 * so the program finds openapi-fetch in the project's node_modules.
 */
export async function runGeneratedClient(
  doc: unknown,
  env: Record<string, string>
): Promise<Record<string, unknown>> {
  await fs.mkdir(path.join(ROOT, ".cache"), { recursive: true })
  const dir = await fs.mkdtemp(path.join(ROOT, ".cache", "generated-client-"))
  const bin = (pkg: string) => path.join(ROOT, "node_modules", pkg)
  try {
    await fs.writeFile(path.join(dir, "openapi.json"), JSON.stringify(doc))
    await run(process.execPath, [
      bin("openapi-typescript/bin/cli.js"),
      path.join(dir, "openapi.json"),
      "--output",
      path.join(dir, "schema.d.ts"),
    ])
    await fs.writeFile(path.join(dir, "client.mts"), PROGRAM)
    await run(process.execPath, [
      bin("typescript/bin/tsc"),
      "--strict",
      "--noEmitOnError",
      "--skipLibCheck",
      "--target",
      "es2022",
      "--lib",
      "es2022,dom",
      "--module",
      "nodenext",
      "--moduleResolution",
      "nodenext",
      "--types",
      "node",
      "--outDir",
      path.join(dir, "out"),
      path.join(dir, "client.mts"),
    ]).catch((e) => {
      throw new Error(`The client does not compile: ${e.stdout}${e.stderr}`)
    })
    const { stdout } = await run(
      process.execPath,
      [path.join(dir, "out", "client.mjs")],
      { env: { ...process.env, NODE_OPTIONS: "", ...env } }
    )
    return JSON.parse(stdout)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
