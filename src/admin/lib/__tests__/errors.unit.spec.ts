import { errorMessage, missingPolicies } from "../errors"

describe("the words of a failed call", () => {
  it("takes Medusa's message and Shopware's detail", () => {
    expect(errorMessage({ message: "Not found" })).toBe("Not found")
    expect(errorMessage({ errors: [{ detail: "Gone" }] })).toBe("Gone")
    expect(errorMessage({}, "fallback")).toBe("fallback")
  })

  it("finds the policies a refusal of Medusa's RBAC names, and nothing in other messages", () => {
    expect(
      missingPolicies(
        "Insufficient permissions. Required policies: plugin_product_history:update, product:update"
      )
    ).toBe("plugin_product_history:update, product:update")
    expect(missingPolicies("Insufficient permissions.")).toBeUndefined()
    expect(missingPolicies("The product was not found.")).toBeUndefined()
  })
})
