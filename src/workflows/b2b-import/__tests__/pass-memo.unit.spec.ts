import { createMedusaContainer } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { memoInPass, passScope } from "../pass-memo"

describe("memoInPass", () => {
  const counting = () => {
    let reads = 0
    return {
      read: async () => ++reads,
      reads: () => reads,
    }
  }
  const container = () => createMedusaContainer() as unknown as MedusaContainer

  it("reads every time outside a bulk pass, so a single run sees a clerk's latest fix", async () => {
    const c = container()
    const r = counting()
    expect(await memoInPass(c, "k", r.read)).toBe(1)
    expect(await memoInPass(c, "k", r.read)).toBe(2)
  })

  it("reads once per key within one pass, and afresh in the next pass", async () => {
    const root = container()
    const pass = passScope(root)
    const r = counting()
    expect(await memoInPass(pass, "k", r.read)).toBe(1)
    expect(await memoInPass(pass, "k", r.read)).toBe(1)
    expect(await memoInPass(pass, "other", r.read)).toBe(2)
    expect(await memoInPass(passScope(root), "k", r.read)).toBe(3)
    // The pass's memo stays in its scope: the root container does not keep it.
    expect(await memoInPass(root, "k", r.read)).toBe(4)
  })

  it("does not keep a failed read: the next record of the pass tries again", async () => {
    const pass = passScope(container())
    let calls = 0
    const flaky = async () => {
      calls += 1
      if (calls === 1) throw new Error("connection reset")
      return "ok"
    }
    await expect(memoInPass(pass, "k", flaky)).rejects.toThrow(
      "connection reset"
    )
    expect(await memoInPass(pass, "k", flaky)).toBe("ok")
    expect(calls).toBe(2)
  })
})
