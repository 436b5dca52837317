import fs from "node:fs"
import path from "node:path"

/**
 * House rule (docs/architecture.md): every file under a `steps/` folder
 * defines steps (createStep, or a step factory of src/workflows/utils);
 * helpers live in `utils/`.
 */

const WORKFLOWS = path.resolve(__dirname, "..")
const DEFINES_A_STEP = /\bcreateStep\(|\bsoftDeleteStep\(|\brbacRoleLinkStep\(/

function stepFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === "__tests__" ? [] : stepFiles(at)
    return path.basename(dir) === "steps" && entry.name.endsWith(".ts")
      ? [at]
      : []
  })
}

describe("src/workflows", () => {
  it("holds only steps in its steps/ folders", () => {
    const files = stepFiles(WORKFLOWS)
    expect(files.length).toBeGreaterThan(20)
    const notSteps = files
      .filter((file) => !DEFINES_A_STEP.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(WORKFLOWS, file))
    expect(notSteps).toEqual([])
  })
})
