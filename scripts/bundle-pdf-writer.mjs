// Runs after `medusa plugin:build` (`npm run build`): bundles pdfkit, the PDF
// export's writer, with the packages it loads into one file of the build, so
// a host app does not install them. Installed, pdfkit and its packages take
// about 21 MB of a host's node_modules (browser builds, source maps, fontkit's
// several builds, a yarn release pdfkit ships by mistake); the bundle is
// about 2.5 MB. pdfkit is a devDependency: tests and `npm run dev` use it
// from node_modules, the built plugin requires the bundle instead.
import * as esbuild from "esbuild"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const server = path.join(root, ".medusa", "server", "src")
const bundle = path.join(server, "vendor", "pdfkit.js")

/**
 * pdfkit loads its 14 standard fonts' metrics on demand through a require of
 * its own ("#standard-fonts/Helvetica"), which a bundler cannot follow: made
 * plain requires of the files, they are bundled with the rest. It needs
 * Helvetica's at least: a new document starts in it.
 */
const standardFonts = {
  name: "pdfkit-standard-fonts",
  setup(build) {
    build.onLoad({ filter: /[\\/]pdfkit[\\/]js[\\/]pdfkit\.js$/ }, (args) => {
      const code = fs.readFileSync(args.path, "utf8")
      const plain = code.replace(
        /require\$1\('#standard-fonts\/(\w+)'\)/g,
        "require('./standard-fonts/$1.cjs')"
      )
      if (!plain.includes("./standard-fonts/Helvetica.cjs"))
        throw new Error("pdfkit no longer loads its fonts as expected.")
      return { contents: plain, loader: "js" }
    })
  },
}

await esbuild.build({
  stdin: { contents: 'module.exports = require("pdfkit")', resolveDir: root },
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  outfile: bundle,
  plugins: [standardFonts],
  logLevel: "warning",
})

/** Every compiled file that requires pdfkit requires the bundle instead. */
const REQUIRE = 'require("pdfkit")'
const compiled = fs
  .readdirSync(server, { recursive: true })
  .filter((file) => file.endsWith(".js") && !file.startsWith("admin"))
  .map((file) => path.join(server, file))
  .filter((file) => file !== bundle)
let rewritten = 0
for (const file of compiled) {
  const code = fs.readFileSync(file, "utf8")
  if (!code.includes(REQUIRE)) continue
  let relative = path.relative(path.dirname(file), bundle).replace(/\\/g, "/")
  if (!relative.startsWith(".")) relative = `./${relative}`
  fs.writeFileSync(file, code.replaceAll(REQUIRE, `require("${relative}")`))
  rewritten++
}
if (!rewritten) throw new Error("No compiled file requires pdfkit any more.")
const left = compiled.filter((file) =>
  /require\(["']pdfkit[/"']/.test(fs.readFileSync(file, "utf8"))
)
if (left.length)
  throw new Error(`Still requiring pdfkit itself: ${left.join(", ")}`)
