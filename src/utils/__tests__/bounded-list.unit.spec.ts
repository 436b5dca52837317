import { z } from "@medusajs/framework/zod"
import { boundedList } from "../bounded-list"
import { privilegeListSchema } from "../../modules/api-access/schemas"

describe("boundedList", () => {
  it("refuses a list longer than its maximum by its length, without reading an item", () => {
    let read = 0
    const item = z.string().refine(() => ++read > 0)
    const list = boundedList(item, 3, "privileges")
    const result = list.safeParse(new Array(17_045).fill(0))
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "holds at most 3 privileges, 17045 given",
    ])
    expect(read).toBe(0)
    expect(list.safeParse(["a", "b", "c"]).success).toBe(true)
    expect(list.safeParse(["a", 1]).error?.issues[0].path).toEqual([1])
  })

  it("shows the list and its maximum in the OpenAPI document", () => {
    expect(
      z.toJSONSchema(boundedList(z.string(), 3), { io: "input" })
    ).toMatchObject({ type: "array", items: { type: "string" }, maxItems: 3 })
  })

  it("holds a role's privileges to 1,000", () => {
    const many = new Array(1_001).fill("acl_role:read")
    expect(privilegeListSchema.safeParse(many).error?.issues[0].message).toBe(
      "holds at most 1000 privileges, 1001 given"
    )
  })
})
