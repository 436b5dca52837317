import { ApiError } from "../../errors"
import { parseSyncBody, SYNC_LIMITS } from "../request"

function problemsOf(body: unknown) {
  try {
    parseSyncBody(body)
  } catch (error) {
    if (error instanceof ApiError)
      return error.items.map(({ detail, pointer }) => ({ detail, pointer }))
    throw error
  }
  return []
}

describe("sync request limits", () => {
  it("refuses a payload of a million items by its length alone, with one problem", () => {
    const payload = new Array(1_000_000).fill(0)
    expect(
      problemsOf({ r: { entity: "acl_role", action: "upsert", payload } })
    ).toEqual([
      {
        detail: `Operation "r": "payload": holds at most ${SYNC_LIMITS.items} items, 1000000 given`,
        pointer: "/r/payload",
      },
    ])
  })

  it("refuses too many delete criteria the same way, and still names other operations' problems", () => {
    const criteria = new Array(11).fill({ type: "equals" })
    expect(
      problemsOf({
        a: { entity: "acl_role", action: "delete", criteria },
        b: { entity: "acl_role", action: "remove", payload: [{ id: "x" }] },
      })
    ).toEqual([
      {
        detail: `Operation "a": "criteria": holds at most ${SYNC_LIMITS.criteria} items, 11 given`,
        pointer: "/a/criteria",
      },
      expect.objectContaining({ pointer: "/b/action" }),
    ])
  })
})
