import i18next, { type TFunction } from "i18next"
import { mappingProblems } from "../../components/b2b-import/mapping-schema"
import { profileProblems } from "../../components/b2b-import/profile-schema"
import {
  checkForm,
  integrationFieldNames,
  integrationSchema,
  roleFieldNames,
  roleSchema,
} from "../../components/settings/form-schemas"
import words from "../../i18n"
import { NEW_PROFILE } from "../../../types/b2b-import"

/*
 * The admin's forms check a draft with the server's own schema of the
 * resource (src/types re-exports it) and say what is wrong in their words.
 */

let t: TFunction
beforeAll(async () => {
  const i18n = i18next.createInstance()
  await i18n.init({
    lng: "en",
    resources: {
      en: words.en,
    },
    defaultNS: "b2bHistory",
    interpolation: { escapeValue: false },
  })
  t = i18n.t
})

describe("the profile form", () => {
  it("names a NUL character in a field in words of its own", () => {
    expect(
      profileProblems(t, { ...NEW_PROFILE, name: "Acme\u0000Ltd" })
    ).toEqual({
      name: "Name contains an invisible control character (NUL) that cannot be saved. Remove it (retype the value) and save again.",
    })
  })

  it("starts from a profile the server takes, once named", () => {
    expect(profileProblems(t, { ...NEW_PROFILE, name: "Acme" })).toEqual({})
  })

  it("asks for a name and a currency of three letters, as the server's rules", () => {
    expect(profileProblems(t, { ...NEW_PROFILE, currency_code: "eu" })).toEqual(
      {
        name: "Give the profile a name.",
        currency_code:
          "A currency is three letters, e.g. EUR, or empty for the region's currency.",
      }
    )
    expect(
      profileProblems(t, {
        ...NEW_PROFILE,
        name: "x".repeat(256),
        price_tolerance_percent: Number.NaN,
      })
    ).toEqual({
      name: "The name can have at most 255 characters.",
      price_tolerance_percent:
        "The price tolerance is a number from 0 to 1000 (percent).",
    })
  })

  it("names a name the server's text rule refuses rather than asking for one", () => {
    expect(profileProblems(t, { ...NEW_PROFILE, name: "a\u200bb" })).toEqual({
      name: "Name: this value was not accepted. Check it and save again.",
    })
  })

  it("keeps the form's own rule: a fixed customer needs its id", () => {
    expect(
      profileProblems(t, {
        ...NEW_PROFILE,
        name: "Acme",
        customer_lookup: "fixed",
      })
    ).toEqual({
      customer_id: "Enter the ID of the customer every order goes to (cus_…).",
    })
  })
})

describe("the mapping form", () => {
  const mapping = {
    source: "SKU",
    target: "line.sku",
    transform: null,
    required: false,
    position: 0,
  }

  it("says what is missing or out of range, field by field", () => {
    expect(mappingProblems(t, mapping)).toEqual({})
    expect(
      mappingProblems(t, {
        ...mapping,
        source: "",
        target: "",
        position: Number.NaN,
      })
    ).toEqual({
      source: "Name the column (or its number, or a path in JSON and XML).",
      target: "Choose the order field this column fills.",
      position: "The position is a whole number from 0.",
    })
    expect(
      mappingProblems(t, { ...mapping, source: "x".repeat(501), position: 1.5 })
    ).toEqual({
      source: "The source can have at most 500 characters.",
      position: "The position is a whole number from 0.",
    })
  })
})

describe("the settings forms", () => {
  it("check an integration and a role by the server's schemas, in words", () => {
    expect(
      checkForm(t, integrationSchema(), integrationFieldNames(t), {
        label: " ",
        admin: false,
        role_ids: [],
      })
    ).toEqual({ problems: { label: "Enter a label." } })
    expect(
      checkForm(t, roleSchema(), roleFieldNames(t), {
        name: " Clerk ",
        description: "",
        privileges: ["order:read"],
      })
    ).toEqual({
      data: { name: "Clerk", description: null, privileges: ["order:read"] },
    })
    expect(
      checkForm(t, roleSchema(), roleFieldNames(t), {
        name: "Clerk",
        description: "x".repeat(2001),
        privileges: [],
      })
    ).toEqual({ problems: { description: "At most 2000 characters." } })
  })
})
