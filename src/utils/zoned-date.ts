import { TZDate } from "@date-fns/tz"

/** Zones seen so far, each with its class; a request may name any zone, so the list is cut short. */
const MAX_ZONES = 100
const zoneClasses = new Map<string, new (at: number | Date) => TZDate>()

/**
 * A TZDate of one zone whose copies keep that zone. date-fns 4 copies a
 * TZDate with its zone; date-fns 3, which a Medusa host installs and the
 * plugin shares, copies any date as `new date.constructor(timestamp)`, which
 * for a plain TZDate means the process's zone: format() would print the
 * server's wall-clock time.
 */
function zoneClass(timeZone: string): new (at: number | Date) => TZDate {
  let Zoned = zoneClasses.get(timeZone)
  if (!Zoned) {
    Zoned = class extends TZDate {
      constructor(at: number | Date = Date.now()) {
        super(+at, timeZone)
      }
    }
    if (zoneClasses.size >= MAX_ZONES) zoneClasses.clear()
    zoneClasses.set(timeZone, Zoned)
  }
  return Zoned
}

/**
 * The instant as wall-clock time in `timeZone`, for date-fns 3 and 4 alike:
 * `format(zonedDate(at, "Europe/Warsaw"), "HH:mm")` prints Warsaw's time.
 */
export function zonedDate(at: Date | number, timeZone: string): TZDate {
  const Zoned = zoneClass(timeZone)
  return new Zoned(at)
}
