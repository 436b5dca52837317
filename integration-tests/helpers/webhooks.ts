// What the delivery job does once (the tests run it themselves: scripts/test.mjs switches the job off).
export { runWebhookPass } from "../../src/workflows/webhooks"
