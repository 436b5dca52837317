import fs from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"

/*
 * What the built server code requires must be installed in a host app: a
 * runtime dependency or a peer of the plugin. A package that only happens to
 * be in this repository's node_modules (a devDependency, or hoisted from
 * Medusa) passes build and tests here and fails in a shop.
 */

const ROOT = path.join(__dirname, "../..")
const manifest = JSON.parse(
  fs.readFileSync(path.join(ROOT, "package.json"), "utf8")
) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
}
const installed = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
])
/** Bundled into the build by `npm run build` (scripts/bundle-pdf-writer.mjs), so a devDependency. */
const BUNDLED = new Set(["pdfkit"])

/** The server's source files: src without the admin UI (built and checked apart) and tests. */
function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ["admin", "__tests__"].includes(entry.name) ? [] : serverFiles(at)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [at]
      : []
  })
}

/** The packages a file loads at run time (type-only imports are erased). */
function packagesLoaded(source: string): string[] {
  const loads =
    /(?:^import(?! type)[^"']*?from\s*|import\(\s*|require\(\s*)["']([^"'./][^"']*)["']/gm
  return [...source.matchAll(loads)].map(([, spec]) =>
    spec.startsWith("@")
      ? spec.split("/").slice(0, 2).join("/")
      : spec.split("/")[0]
  )
}

describe("the packages the plugin's server code loads", () => {
  it("are all installed with the plugin (a dependency or a peer)", () => {
    const missing = serverFiles(path.join(ROOT, "src")).flatMap((file) =>
      packagesLoaded(fs.readFileSync(file, "utf8"))
        .filter(
          (name) =>
            !name.startsWith("node:") &&
            !builtinModules.includes(name) &&
            !installed.has(name) &&
            !BUNDLED.has(name)
        )
        .map((name) => `${name} (${path.relative(ROOT, file)})`)
    )
    expect(missing).toEqual([])
  })

  it("include pg-query-stream, which knex loads on demand for .stream() (the PDF export)", () => {
    // No import names it, so the check above cannot see it.
    expect(manifest.dependencies).toHaveProperty("pg-query-stream")
    expect(() => require.resolve("pg-query-stream")).not.toThrow()
  })
})
