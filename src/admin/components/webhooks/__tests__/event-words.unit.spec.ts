import de from "../../../i18n/de/webhooks.json"
import en from "../../../i18n/en/webhooks.json"
import { WEBHOOK_EVENT_CATALOGUE } from "../../../../types/webhooks"

type Words = Record<string, { label: string; description: string }>
const key = (name: string) => name.replace(/\./g, "_")

describe("the webhook events in the admin's words", () => {
  it("names and describes every event of the catalogue in English and German", () => {
    for (const words of [en.events, de.events] as Words[]) {
      expect(Object.keys(words).sort()).toEqual(
        Object.keys(WEBHOOK_EVENT_CATALOGUE).map(key).sort()
      )
      for (const { label, description } of Object.values(words)) {
        expect(label.length).toBeGreaterThan(3)
        expect(description.length).toBeGreaterThan(label.length)
      }
    }
  })

  it("describes each event in English as the catalogue does", () => {
    for (const [name, description] of Object.entries(WEBHOOK_EVENT_CATALOGUE))
      expect((en.events as Words)[key(name)].description).toBe(description)
  })
})
