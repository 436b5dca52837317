import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { B2B_IMPORT_EVENTS } from "../modules/b2b-import/events"
import { linkLeftoverOrders } from "../workflows/b2b-import"

/** At start-up (the module's hook emits the event): links orders that runs killed mid-way left to their records. */
export default async function linkLeftoverB2bOrders({
  container,
}: SubscriberArgs<Record<string, never>>) {
  await linkLeftoverOrders(container, { actor: "crash recovery (start-up)" })
}

export const config: SubscriberConfig = {
  event: B2B_IMPORT_EVENTS.started,
}
