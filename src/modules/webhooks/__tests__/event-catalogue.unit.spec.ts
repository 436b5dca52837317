import { readFileSync } from "node:fs"
import path from "node:path"
import {
  HISTORY_EVENTS,
  RECORD_EVENTS,
  WEBHOOK_EVENT_NAMES,
} from "../event-catalogue"

const migration = (file: string) =>
  readFileSync(path.join(__dirname, "../../", file), "utf8")

/** The outbox triggers write event names in SQL: they must be the names webhooks subscribe to. */
describe("the event catalogue and the outbox triggers", () => {
  it("the record trigger writes exactly the record events", () => {
    const sql = migration("b2b-import/migrations/Migration20261206150000.ts")
    const written = new Set(sql.match(/plugin_b2b_inbound_record\.[a-z_]+/g))
    expect([...written].sort()).toEqual(Object.values(RECORD_EVENTS).sort())
  })

  it("every event can be subscribed to, and the webhook table's check lists them all", () => {
    expect(WEBHOOK_EVENT_NAMES.sort()).toEqual(
      [...Object.values(RECORD_EVENTS), ...Object.values(HISTORY_EVENTS)].sort()
    )
    const table = migration("webhooks/migrations/Migration20261206150200.ts")
    for (const name of WEBHOOK_EVENT_NAMES) expect(table).toContain(`'${name}'`)
  })
})
