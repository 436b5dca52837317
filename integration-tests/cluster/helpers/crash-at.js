// Test-only preload (NODE_OPTIONS=--require <this file>): freezes workflow
// runs at chosen step boundaries, so that the test can kill the process
// (SIGKILL: nothing flushed, no compensation) with every one of them frozen
// exactly there. Many boundaries are thus cut in one process life instead of
// one restart each. No production code knows about it.
//
// It wraps Medusa's `createStep` (one definition in @medusajs/workflows-sdk,
// re-exported through getters by @medusajs/framework/workflows-sdk and used by
// core-flows, so every step is wrapped, nested workflows' included). The file
// CRASH_AT_FILE arms it, one line per run: `<record id> <workflow id> <step>`;
// a run of that workflow serving an HTTP request whose path names the record
// stops for good right after the step returned (its writes committed) and
// appends the line to `<CRASH_AT_FILE>.paused`.
"use strict"
const fs = require("node:fs")
const http = require("node:http")
const Module = require("node:module")
const { AsyncLocalStorage } = require("node:async_hooks")

const ARM_FILE = process.env.CRASH_AT_FILE
const TARGET =
  /workflows-sdk[\\/]dist[\\/]utils[\\/]composer[\\/]create-step\.js$/
/** The path of the HTTP request a piece of code serves. */
const requestPath = new AsyncLocalStorage()

function armedFor(workflowId, step) {
  const path = requestPath.getStore()
  if (!path) return null
  let lines = []
  try {
    lines = fs.readFileSync(ARM_FILE, "utf8").split("\n")
  } catch {
    return null
  }
  return (
    lines.find((line) => {
      const [recordId, w, s] = line.trim().split(/\s+/)
      return s === step && w === workflowId && path.includes(recordId)
    }) ?? null
  )
}

function wrapCreateStep(original) {
  return function createStep(nameOrConfig, invoke, compensate) {
    const name =
      typeof nameOrConfig === "string" ? nameOrConfig : nameOrConfig?.name
    if (typeof invoke !== "function")
      return original.call(this, nameOrConfig, invoke, compensate)
    const wrapped = async function (input, context) {
      const result = await invoke.call(this, input, context)
      const line = armedFor(context?.workflowId, name)
      if (line) {
        fs.appendFileSync(`${ARM_FILE}.paused`, `${line.trim()}\n`)
        // Never goes on: the test kills the process with the run frozen here.
        await new Promise(() => undefined)
      }
      return result
    }
    return original.call(this, nameOrConfig, wrapped, compensate)
  }
}

if (ARM_FILE) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, req, ...rest) {
    if (event === "request" && req?.url)
      return requestPath.run(req.url, () =>
        emit.call(this, event, req, ...rest)
      )
    return emit.call(this, event, req, ...rest)
  }
  const load = Module._load
  const patched = new WeakSet()
  Module._load = function (request, parent, isMain) {
    const exported = load.apply(this, arguments)
    if (
      typeof request === "string" &&
      request.includes("create-step") &&
      exported &&
      typeof exported === "object" &&
      !patched.has(exported)
    ) {
      let file = ""
      try {
        file = Module._resolveFilename(request, parent, isMain)
      } catch {
        // a built-in or an unresolvable request: not ours
      }
      if (TARGET.test(file) && typeof exported.createStep === "function") {
        exported.createStep = wrapCreateStep(exported.createStep)
        patched.add(exported)
      }
    }
    return exported
  }
}
