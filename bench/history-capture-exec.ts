// Run by bench/history-capture.mjs through `medusa exec` on a fresh database:
// seeds the demo shop and hands the bench what it needs to check its toggle
// (the tables it stages from) and the storefront's key as one JSON line; the timing itself runs over HTTP
// against `medusa start`, which `medusa exec` does not serve.
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import seedDemo from "../dev/seed-demo"
import { DEMO_ADMIN } from "../dev/demo-catalog"
import {
  setCaptureEnabled,
  STAGED_TABLES,
} from "../src/modules/product-history/capture/install"

export default async function setup({ container }: ExecArgs) {
  await seedDemo({ container, args: [] } as never)
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // The loader installed the triggers at boot; the bench starts from capture on.
  await setCaptureEnabled(knex, true)
  const [admin] = await container
    .resolve(Modules.USER)
    .listUsers({ email: DEMO_ADMIN.email })
  // The demo storefront's key: the order bench places orders through the store API.
  const [publishable] = await container
    .resolve(Modules.API_KEY)
    .listApiKeys({ type: "publishable" })
  process.stdout.write(
    `BENCH_SETUP ${JSON.stringify({ stagedTables: STAGED_TABLES, admin: DEMO_ADMIN, adminUserId: admin?.id ?? null, publishableKey: publishable?.token ?? null })}\n`
  )
}
