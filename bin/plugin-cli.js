#!/usr/bin/env node
// Console commands of medusa-plugin-b2b-history, run in a Medusa app's folder.
// Boots the app's container the way `medusa exec` does, then runs the command.
const fs = require("fs")
const path = require("path")

const packageRoot = path.resolve(__dirname, "..")
const sourceEntry = path.join(packageRoot, "src", "cli", "index.ts")
const builtEntry = path.join(
  packageRoot,
  ".medusa",
  "server",
  "src",
  "cli",
  "index.js"
)
// In this repository (the plugin's own dev app) run the sources; installed, the build.
const fromSource = process.cwd() === packageRoot && fs.existsSync(sourceEntry)

if (fromSource || fs.existsSync(path.join(process.cwd(), "medusa-config.ts"))) {
  try {
    require(require.resolve("ts-node", { paths: [process.cwd()] })).register({
      transpileOnly: true,
    })
  } catch {
    // A JavaScript app needs no TypeScript loader.
  }
}
try {
  require(require.resolve("dotenv", { paths: [process.cwd()] })).config()
} catch {
  // dotenv is optional.
}

require(fromSource ? sourceEntry : builtEntry)
  .main(process.argv.slice(2))
  .then((code) => process.exit(code))
