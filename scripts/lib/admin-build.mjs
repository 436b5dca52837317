// The admin dashboard's production build, shared by `npm start` and the
// browser tests: built once per set of inputs (cached by their hash under
// .cache/admin) and served by `medusa start` from <root>/public/admin, where
// Medusa's admin loader looks whenever NODE_ENV is not "development".
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { run } from "./process.mjs"

function listFiles(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort()
}

/** Hash of everything the admin bundle is built from: its sources, the config and the installed packages. */
function adminHash(root) {
  const hash = crypto.createHash("sha256")
  const inputs = [
    ...listFiles(path.join(root, "src", "admin")),
    path.join(root, "medusa-config.ts"),
    path.join(root, "package-lock.json"),
  ]
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue
    hash
      .update(path.relative(root, file))
      .update("\0")
      .update(fs.readFileSync(file))
      .update("\0")
  }
  return hash.digest("hex").slice(0, 16)
}

/** Builds the admin unless a build of the same inputs is cached (ADMIN_REBUILD=1 forces it); returns its folder. */
export async function buildAdmin({ root, env, say }) {
  const cacheRoot = path.join(root, ".cache", "admin")
  const hash = adminHash(root)
  const target = path.join(cacheRoot, hash)
  if (
    fs.existsSync(path.join(target, "index.html")) &&
    process.env.ADMIN_REBUILD !== "1"
  ) {
    say(`Admin build ${hash} is cached (${path.relative(root, target)}).`)
    return target
  }
  say(
    `Building the admin dashboard (hash ${hash}); the first time takes a few minutes ...`
  )
  const started = Date.now()
  // Writes .medusa/admin; the server runs from the sources, as `medusa start` does in this folder.
  await run(
    path.join(root, "node_modules", ".bin", "medusa"),
    ["build", "--admin-only"],
    { cwd: root, env, quiet: true }
  )
  const built = path.join(root, ".medusa", "admin")
  if (!fs.existsSync(path.join(built, "index.html")))
    throw new Error(`The admin build wrote no ${built}/index.html.`)
  fs.rmSync(cacheRoot, { recursive: true, force: true })
  fs.mkdirSync(cacheRoot, { recursive: true })
  fs.cpSync(built, target, { recursive: true })
  say(`Admin built in ${Math.round((Date.now() - started) / 1000)} s.`)
  return target
}

/** Points <root>/public/admin at `folder` (a link this module made, or none before); returns a function that undoes it. */
export function serveAdminFrom(root, folder) {
  const servedAdmin = path.join(root, "public", "admin")
  const publicDir = path.dirname(servedAdmin)
  const createdPublic = !fs.existsSync(publicDir)
  let stat
  try {
    stat = fs.lstatSync(servedAdmin)
  } catch {
    // absent
  }
  if (stat && !stat.isSymbolicLink()) {
    throw new Error(
      `${servedAdmin} exists and is not a link to a cached admin build: move it away first.`
    )
  }
  if (stat) fs.rmSync(servedAdmin)
  fs.mkdirSync(publicDir, { recursive: true })
  fs.symlinkSync(folder, servedAdmin, "dir")
  return () => {
    try {
      if (
        fs.lstatSync(servedAdmin).isSymbolicLink() &&
        fs.readlinkSync(servedAdmin) === folder
      )
        fs.rmSync(servedAdmin)
      if (createdPublic && fs.readdirSync(publicDir).length === 0)
        fs.rmdirSync(publicDir)
    } catch {
      // already gone
    }
  }
}
