import {
  BULK_STARTING_STATUSES,
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
})
