import {
  BULK_STARTING_STATUSES,
  mayDo,
  mayStart,
  refusalMessage,
  STARTING_STATUSES,
  statusAfterThrownRun,
} from "../status-machine"
import { INBOUND_STATUSES } from "../types"

describe("the inbound record's status machine", () => {
  it("processes what is pending or stopped at a stage, approves only what waits", () => {
    const processable = INBOUND_STATUSES.filter((s) => mayStart("process", s))
    const approvable = INBOUND_STATUSES.filter((s) => mayStart("approve", s))
    expect(processable).toEqual(["pending", "parsed", "mapped", "failed"])
    expect(approvable).toEqual(["awaiting_approval"])
    expect(mayStart("process", "approved")).toBe(false)
  })

  it("a bulk pass takes only pending records, even those process could run again", () => {
    expect(mayStart("process", "failed", BULK_STARTING_STATUSES)).toBe(false)
    expect(mayStart("process", "pending", BULK_STARTING_STATUSES)).toBe(true)
  })

  it("a thrown run leaves an approval waiting, a taken number failed, else mapped", () => {
    expect(statusAfterThrownRun("approve", false)).toBe("awaiting_approval")
    expect(statusAfterThrownRun("approve", true)).toBe("awaiting_approval")
    expect(statusAfterThrownRun("process", true)).toBe("failed")
    expect(statusAfterThrownRun("process", false)).toBe("mapped")
  })

  it("says in words why an action cannot start, naming the order of an approved record", () => {
    expect(
      refusalMessage({ status: "approved", order_id: "order_1" }, "process")
    ).toBe(
      "The inbound record is approved; only records that are pending, failed, parsed, mapped can be processed. It was imported as order order_1; approved is final."
    )
    expect(refusalMessage({ status: "pending" }, "approve")).toBe(
      "The inbound record is pending; only records that are awaiting_approval can be approved. Process it first."
    )
    expect(STARTING_STATUSES.approve).toEqual(["awaiting_approval"])
  })

  it("rejects any record that is not final; a rejected record is final and the refusal names who, when and why", () => {
    const rejectable = INBOUND_STATUSES.filter((s) => mayDo("reject", s))
    expect(rejectable).toEqual([
      "pending",
      "parsed",
      "mapped",
      "failed",
      "awaiting_approval",
    ])
    for (const verb of ["process", "approve", "reject", "check"] as const)
      expect(mayDo(verb, "rejected")).toBe(false)
    expect(
      refusalMessage(
        {
          status: "rejected",
          rejected_by: "Jane Clerk",
          rejected_at: "2026-11-25T22:10:05.000Z",
          rejection_reason: "Customer cancelled",
        },
        "approve"
      )
    ).toBe(
      "The inbound record was rejected by Jane Clerk on 2026-11-25 22:10 UTC: Customer cancelled. A rejected record is final and cannot be approved; upload a corrected file instead."
    )
  })
})
