import { sortInSlices } from "../sort-in-slices"
import { CriteriaWork } from "../work"

describe("sortInSlices", () => {
  it("sorts as Array.prototype.sort does, ties in input order", async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      key: (i * 7919) % 97,
      at: i,
    }))
    const compare = (a: { key: number }, b: { key: number }) => a.key - b.key
    const sorted = await sortInSlices(items, compare, new CriteriaWork())
    expect(sorted).toEqual([...items].sort(compare))
    expect(await sortInSlices([], compare, new CriteriaWork())).toEqual([])
  })
})
