import express from "express"
import { acceptOf, normalisedAccept } from "../accept"

/** An Express request with just an Accept header: its own `req.accepts` negotiates. */
const request = (accept?: string) =>
  Object.assign(Object.create(express.request) as express.Request, {
    headers: accept === undefined ? {} : { accept },
  })

const EDIFACT = ["application/edifact", "application/json"]

describe("Accept negotiation of the order response", () => {
  it("whitespace before ';' and around '=' is allowed (RFC 9110)", () => {
    expect(normalisedAccept("application/json ; q = 0.5")).toBe(
      "application/json;q=0.5"
    )
    expect(acceptOf(request("application/json ; q=0.5")).best(EDIFACT)).toBe(
      "application/json"
    )
    expect(
      acceptOf(
        request("application/edifact ; q=0.2, application/json ; q=0.9")
      ).best(EDIFACT)
    ).toBe("application/json")
  })

  it("a weight that is no qvalue counts as 1: q=1.5 does not outrank, q=abc is not refused", () => {
    expect(normalisedAccept("application/json;q=1.5, */*;q=abc")).toBe(
      "application/json,*/*"
    )
    // q=1.5 would outrank the earlier, honest q=1 if it were read as 1.5.
    expect(
      acceptOf(request("application/edifact, application/json;q=1.5")).best(
        EDIFACT
      )
    ).toBe("application/edifact")
    expect(acceptOf(request("application/json;q=abc")).best(EDIFACT)).toBe(
      "application/json"
    )
  })

  it("JSON:API's type is JSON where the dialect says so, and only there", () => {
    const jsonApi = request("application/vnd.api+json")
    expect(acceptOf(jsonApi, ["application/vnd.api+json"]).best(EDIFACT)).toBe(
      "application/json"
    )
    expect(acceptOf(jsonApi).best(EDIFACT)).toBe(false)
  })

  it("no or a blank Accept takes the first type; one naming nothing offered takes none", () => {
    expect(acceptOf(request()).best(EDIFACT)).toBe("application/edifact")
    expect(acceptOf(request("  ")).best(EDIFACT)).toBe("application/edifact")
    expect(acceptOf(request("text/html")).best(EDIFACT)).toBe(false)
  })
})
