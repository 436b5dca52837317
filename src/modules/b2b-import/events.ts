/** Events of the B2B import module (Medusa's event bus; data is `{}` or ids only, as Medusa's own). */
export const B2B_IMPORT_EVENTS = {
  /**
   * An instance that runs background work (worker or shared mode) started:
   * orders that runs killed mid-way left are linked to their records
   * (src/subscribers/link-leftover-b2b-orders.ts).
   */
  started: "plugin-b2b-import.started",
} as const
