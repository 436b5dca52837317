// What installing the plugin adds to a host app's node_modules: a fresh
// Medusa app of this plugin's Medusa version is installed (production
// dependencies, as a shop deploys), measured, then the packed plugin is
// installed into it and measured again. Needs the npm registry.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(import.meta.dirname, "..")
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"))
const MEDUSA = pkg.peerDependencies["@medusajs/medusa"]

const npm = (args, cwd) =>
  execFileSync("npm", [...args, "--no-audit", "--no-fund"], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })

/** Every package folder under node_modules (nested ones too), with its size in bytes. */
function packages(dir) {
  const found = new Map()
  const walk = (modules) => {
    if (!fs.existsSync(modules)) return
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith(".")) continue
      const names = entry.startsWith("@")
        ? fs.readdirSync(path.join(modules, entry)).map((n) => `${entry}/${n}`)
        : [entry]
      for (const name of names) {
        const at = path.join(modules, name)
        if (!fs.existsSync(path.join(at, "package.json"))) continue
        found.set(path.relative(dir, at), ownSize(at))
        walk(path.join(at, "node_modules"))
      }
    }
  }
  walk(path.join(dir, "node_modules"))
  return found
}

/** A folder's size without its nested node_modules (those are counted as their own packages). */
function ownSize(dir) {
  let bytes = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name)
    if (entry.isSymbolicLink()) continue
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") bytes += ownSize(at)
    } else bytes += fs.statSync(at).size
  }
  return bytes
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export async function benchInstallFootprint() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "plugin-footprint-"))
  try {
    npm(["run", "build"], ROOT)
    const packed = JSON.parse(
      npm(["pack", "--json", "--pack-destination", work], ROOT)
    )
    const tarball = path.join(work, packed[0].filename)
    const host = path.join(work, "host")
    fs.mkdirSync(host)
    // The dependencies create-medusa-app gives a new shop.
    fs.writeFileSync(
      path.join(host, "package.json"),
      JSON.stringify({
        name: "host",
        private: true,
        dependencies: Object.fromEntries(
          ["admin-sdk", "cli", "framework", "medusa"].map((n) => [
            `@medusajs/${n}`,
            MEDUSA,
          ])
        ),
      })
    )
    npm(["install", "--omit=dev"], host)
    const before = packages(host)
    npm(["install", "--omit=dev", tarball], host)
    const after = packages(host)
    const added = [...after].filter(([at, size]) => before.get(at) !== size)
    const total = added.reduce((sum, [, size]) => sum + size, 0)
    console.log(
      `host app (Medusa ${MEDUSA}): ${mb([...before.values()].reduce((a, b) => a + b, 0))}`
    )
    console.log(
      `the plugin adds ${added.length} packages, ${mb(total)} (the plugin itself ${mb(after.get(`node_modules/${pkg.name}`) ?? 0)})`
    )
    for (const [at, size] of added.sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  ${mb(size).padStart(8)}  ${at}`)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
