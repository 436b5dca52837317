// Run by bench/history-capture.mjs through `medusa exec` on a fresh database:
// seeds the demo shop and hands the bench what it needs to check its toggle
// (the tracked tables) as one JSON line; the timing itself runs over HTTP
// against `medusa start`, which `medusa exec` does not serve.
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import seedDemo from "../dev/seed-demo"
import { DEMO_ADMIN } from "../dev/demo-catalog"
import { setCaptureEnabled } from "../src/modules/product-history/capture/install"
import { TRACKED_TABLES } from "../src/modules/product-history/capture/sql/stage"

export default async function setup({ container }: ExecArgs) {
  await seedDemo({ container, args: [] } as never)
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // The loader installed the triggers at boot; the bench starts from capture on.
  await setCaptureEnabled(knex, true)
  const [admin] = await container
    .resolve(Modules.USER)
    .listUsers({ email: DEMO_ADMIN.email })
  process.stdout.write(
    `BENCH_SETUP ${JSON.stringify({ trackedTables: [...TRACKED_TABLES], admin: DEMO_ADMIN, adminUserId: admin?.id ?? null })}\n`
  )
}
