// Cost of the product history capture: admin product update latency over HTTP
// with the capture triggers on vs off, same run, same server
// (bench/lib/capture-bench-server.mjs), left on at the end. Target ratio
// on/off <= 1.1 (issue 16).
import {
  alternateOnOff,
  captureLeftOn,
  stats,
  statsLine,
  withCaptureBenchServer,
} from "./lib/capture-bench-server.mjs"

const TARGET_RATIO = 1.1
// Short blocks, many alternations: other load on the machine drifts on a scale of seconds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const BLOCK = Number(process.env.BENCH_BLOCK ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20)

async function countEntries(client, adminUserId) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE user_id = $1)::int AS by_admin FROM plugin_product_history_entry`,
    [adminUserId]
  )
  return rows[0]
}

export async function benchHistoryCapture() {
  await withCaptureBenchServer(
    async ({ admin: api, client, setup, server }) => {
      const { products } = await api(
        "GET",
        "/admin/products?limit=100&fields=id,title,metadata,*variants,*variants.prices"
      )
      const targets = products
        .filter((p) => p.variants?.length && p.variants[0].prices?.length)
        .map((p) => {
          const v = p.variants[0]
          return {
            id: p.id,
            title: p.title,
            metadata: p.metadata ?? {},
            variantId: v.id,
            prices: v.prices.map((pr) => ({
              id: pr.id,
              amount: pr.amount,
              currency_code: pr.currency_code,
              rules: pr.rules,
            })),
            edits: 0,
          }
        })
      if (!targets.length)
        throw new Error("no demo product with a priced variant")

      let serial = 0
      let fields = 0
      // One admin edit: title + a metadata key on the product, then every price of its first variant.
      const update = async () => {
        const t = targets[serial % targets.length]
        const n = ++serial
        const cents = t.edits++ % 2 === 0 ? 0.01 : 0.02
        const began = performance.now()
        await api("POST", `/admin/products/${t.id}`, {
          title: `${t.title} · ${n}`,
          metadata: { ...t.metadata, bench_rev: n },
        })
        const mid = performance.now()
        await api("POST", `/admin/products/${t.id}/variants/${t.variantId}`, {
          prices: t.prices.map((p) => ({
            id: p.id,
            currency_code: p.currency_code,
            amount: Math.round((p.amount + cents) * 100) / 100,
            ...(p.rules && Object.keys(p.rules).length
              ? { rules: p.rules }
              : {}),
          })),
        })
        const end = performance.now()
        fields += 2 + t.prices.length
        return { product: mid - began, variant: end - mid, total: end - began }
      }

      const written = {
        on: { entries: 0, byAdmin: 0, fields: 0 },
        off: { entries: 0, byAdmin: 0, fields: 0 },
      }
      let before
      await client.query(`SELECT pg_stat_reset()`)
      if (process.env.BENCH_PG_STATEMENTS === "1")
        await client.query(
          `CREATE EXTENSION IF NOT EXISTS pg_stat_statements; SELECT pg_stat_statements_reset()`
        )
      const { results, roundMeans } = await alternateOnOff(
        client,
        { rounds: ROUNDS, block: BLOCK, warmup: WARMUP, server },
        update,
        async (mode, when) => {
          const now = {
            ...(await countEntries(client, setup.adminUserId)),
            fields,
          }
          if (when === "before") before = now
          else {
            written[mode].entries += now.total - before.total
            written[mode].byAdmin += now.by_admin - before.by_admin
            written[mode].fields += now.fields - before.fields
          }
        }
      )
      const leftOn = await captureLeftOn(client)
      if (process.env.BENCH_PG_PROFILE === "1") {
        // Every update with the capture on, warm-up included (the statistics were reset before it).
        const updates = ROUNDS * BLOCK + WARMUP
        const { rows } = await client.query(
          `SELECT funcname, calls, total_time, self_time FROM pg_stat_user_functions ORDER BY self_time DESC LIMIT 15`
        )
        console.log(
          `PL/pgSQL functions per update with the capture on (${updates} updates; ms):`
        )
        for (const r of rows)
          console.log(
            `  ${r.funcname.padEnd(40)} calls ${(r.calls / updates).toFixed(1).padStart(6)}  ` +
              `self ${(r.self_time / updates).toFixed(3).padStart(8)}  total ${(r.total_time / updates).toFixed(3).padStart(8)}`
          )
      }

      if (process.env.BENCH_PG_STATEMENTS === "1") {
        const updates = ROUNDS * BLOCK + WARMUP
        const { rows } = await client.query(
          `SELECT calls, total_plan_time + total_exec_time AS total, total_plan_time AS plan, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
           FROM pg_stat_statements WHERE toplevel = false ORDER BY 2 DESC LIMIT 25`
        )
        console.log(
          `Statements inside functions and triggers per update with the capture on (${updates} updates; ms, planning included):`
        )
        for (const r of rows)
          console.log(
            `  calls ${(r.calls / updates).toFixed(1).padStart(5)}  total ${(r.total / updates).toFixed(3).padStart(7)}  plan ${(r.plan / updates).toFixed(3).padStart(7)}  ${r.query}`
          )
      }

      const summary = {}
      for (const mode of ["on", "off"]) {
        summary[mode] = {
          total: stats(results[mode].map((r) => r.total)),
          product: stats(results[mode].map((r) => r.product)),
          variant: stats(results[mode].map((r) => r.variant)),
        }
      }
      console.log(
        `History capture cost: admin product updates over HTTP (medusa start, up in ${server.seconds.toFixed(1)} s), ` +
          `${targets.length} demo products, ${ROUNDS} rounds of ${BLOCK} updates per mode after ${WARMUP * 2} warm-up`
      )
      console.log(
        `one update = POST /admin/products/:id (title + metadata key) + POST /admin/products/:id/variants/:vid (all prices, with ids)`
      )
      for (const mode of ["on", "off"]) {
        console.log(statsLine(`capture ${mode}  update`, summary[mode].total))
        console.log(
          statsLine(`capture ${mode}    product`, summary[mode].product)
        )
        console.log(
          statsLine(`capture ${mode}    variant`, summary[mode].variant)
        )
      }
      const ratio = (key, part = "total") =>
        summary.on[part][key] / summary.off[part][key]
      console.log(
        `ratio on/off (update): mean ${ratio("mean").toFixed(2)}, p50 ${ratio("p50").toFixed(2)} (target <= ${TARGET_RATIO}); ` +
          `product mean ${ratio("mean", "product").toFixed(2)}, variant mean ${ratio("mean", "variant").toFixed(2)}`
      )
      const paired = stats(roundMeans)
      console.log(
        `ratio on/off per round (adjacent blocks): median ${paired.p50.toFixed(2)}, ` +
          `range ${Math.min(...roundMeans).toFixed(2)}-${Math.max(...roundMeans).toFixed(2)} over ${roundMeans.length} rounds`
      )
      console.log(
        `history entries, on blocks:  ${written.on.entries} written for ${written.on.fields} changed fields` +
          ` (${written.on.byAdmin} attributed to the admin user)${written.on.entries === written.on.fields ? "" : "  MISMATCH"}`
      )
      console.log(
        `history entries, off blocks: ${written.off.entries} written (expected 0)${written.off.entries === 0 ? "" : "  MISMATCH"}`
      )
      console.log(`capture left on at the end: ${leftOn ? "yes" : "NO"}`)
    }
  )
}
