// Runs after `medusa plugin:build` (`npm run build`): bundles the admin-only
// libraries into the plugin's admin extension, so a host app does not install
// them. Medusa's plugin build keeps every package named in package.json
// (dependencies, peer- and devDependencies alike) as an import the host must
// resolve; recharts and its packages add about 24 MB to a host's
// node_modules, bundled they add about 1 MB to the plugin. They are
// devDependencies, and this step builds .medusa/server/src/admin again from
// Medusa's output with the same externals minus these.
import fs from "node:fs"
import { builtinModules, createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

/** Used only by the admin UI; bundled with everything they import, except what the host shares (React). */
const BUNDLED = ["recharts"]

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const adminDir = path.join(root, ".medusa", "server", "src", "admin")
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"))

// The packages Medusa's plugin build (@medusajs/admin-bundler) keeps external.
const external = new Set(
  [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    "react",
    "react/jsx-runtime",
    "react-router-dom",
    "react-router",
    "react-router/dom",
    "react-i18next",
    "@medusajs/js-sdk",
    "@medusajs/admin-sdk",
    "@tanstack/react-query",
  ].filter((name) => !BUNDLED.includes(name))
)
const packageOf = (id) => {
  const [first, second] = id.split("/")
  return first.startsWith("@") ? `${first}/${second}` : first
}
const isExternal = (id) =>
  !id.startsWith(".") &&
  !id.startsWith("\0") &&
  !path.isAbsolute(id) &&
  (external.has(packageOf(id)) ||
    id.startsWith("node:") ||
    builtinModules.includes(id))

// The Vite that Medusa's plugin build uses, for the same output.
const bundler = createRequire(
  createRequire(import.meta.url).resolve("@medusajs/admin-bundler")
)
const vite = await import(
  pathToFileURL(
    path.join(
      path.dirname(bundler.resolve("vite/package.json")),
      "dist/node/index.js"
    )
  ).href
)

const built = path.join(root, ".medusa", "admin-libraries")
fs.rmSync(built, { recursive: true, force: true })
await vite.build({
  configFile: false,
  root,
  logLevel: "warn",
  // The bundled libraries' development branches go, as in any production build of them.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    target: "baseline-widely-available",
    minify: false,
    outDir: built,
    lib: {
      entry: path.join(adminDir, "index.mjs"),
      formats: ["es", "cjs"],
      fileName: "index",
    },
    rollupOptions: {
      external: isExternal,
      output: {
        interop: "auto",
        chunkFileNames: () => "_chunks/[name]-[hash]",
      },
    },
  },
})

const code = fs.readFileSync(path.join(built, "index.mjs"), "utf8")
const left = BUNDLED.filter((name) =>
  new RegExp(`from ["']${name}(/[^"']*)?["']`).test(code)
)
if (left.length) {
  throw new Error(`The admin build still imports ${left.join(", ")}.`)
}
fs.rmSync(adminDir, { recursive: true, force: true })
fs.renameSync(built, adminDir)
