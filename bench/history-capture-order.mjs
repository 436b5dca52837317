// Cost of the product history capture on an order placement: the storefront's
// cart completion (POST /store/carts/:id/complete: the order, its stock
// reservations and their history entries) with the capture triggers on vs
// off, same run, same server (bench/lib/capture-bench-server.mjs). Each cart
// is prepared untimed (lines, addresses, shipping, payment session); only
// the completion is timed. Target ratio on/off <= 1.05 (issue 35).
import {
  alternateOnOff,
  captureLeftOn,
  stats,
  statsLine,
  withCaptureBenchServer,
} from "./lib/capture-bench-server.mjs"

const TARGET_RATIO = 1.05
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const BLOCK = Number(process.env.BENCH_BLOCK ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10)
/** Lines per order, each of another variant: one reservation each. */
const LINES = Number(process.env.BENCH_LINES ?? 3)

const ADDRESS = {
  first_name: "Bench",
  last_name: "Buyer",
  address_1: "Lagerweg 1",
  city: "Hamburg",
  postal_code: "20457",
  country_code: "de",
}

async function countStockEntries(client) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS entries, count(DISTINCT change_set_id)::int AS sets,
       count(*) FILTER (WHERE context_data ? 'order_id')::int AS with_order
     FROM plugin_product_history_entry WHERE field_name = 'stock.reserved'`
  )
  return rows[0]
}

export async function benchHistoryCaptureOrder() {
  await withCaptureBenchServer(async ({ store, client, server }) => {
    if (!store) throw new Error("the demo shop has no publishable key")
    const { regions } = await store("GET", "/store/regions")
    const region = regions.find((r) => r.currency_code === "eur")
    if (!region) throw new Error("the demo shop has no EUR region")
    const { products } = await store(
      "GET",
      `/store/products?limit=100&fields=id,*variants&region_id=${region.id}`
    )
    const variants = products.flatMap((p) => p.variants ?? []).map((v) => v.id)
    if (variants.length < LINES)
      throw new Error(`the demo shop has fewer than ${LINES} variants`)

    let serial = 0
    /** A cart ready to complete: lines, addresses, the first shipping option, a payment session. */
    const prepareCart = async () => {
      const items = Array.from({ length: LINES }, (_, i) => ({
        variant_id: variants[(serial * LINES + i) % variants.length],
        quantity: 1,
      }))
      serial++
      const { cart } = await store("POST", "/store/carts", {
        region_id: region.id,
        email: `bench-${serial}@example.com`,
        items,
        shipping_address: ADDRESS,
        billing_address: ADDRESS,
      })
      const { shipping_options } = await store(
        "GET",
        `/store/shipping-options?cart_id=${cart.id}`
      )
      if (!shipping_options.length)
        throw new Error("no shipping option for the bench cart")
      await store("POST", `/store/carts/${cart.id}/shipping-methods`, {
        option_id: shipping_options[0].id,
      })
      const { payment_collection } = await store(
        "POST",
        "/store/payment-collections",
        { cart_id: cart.id }
      )
      await store(
        "POST",
        `/store/payment-collections/${payment_collection.id}/payment-sessions`,
        { provider_id: "pp_system_default" }
      )
      return cart.id
    }
    const placeOrder = async () => {
      const cartId = await prepareCart()
      const began = performance.now()
      const placed = await store("POST", `/store/carts/${cartId}/complete`)
      const total = performance.now() - began
      if (placed.type !== "order")
        throw new Error(
          `cart completion placed no order: ${JSON.stringify(placed).slice(0, 300)}`
        )
      return { total }
    }

    const written = { on: null, off: null }
    let before
    const { results, roundMeans } = await alternateOnOff(
      client,
      { rounds: ROUNDS, block: BLOCK, warmup: WARMUP, server },
      placeOrder,
      async (mode, when) => {
        const now = await countStockEntries(client)
        if (when === "before") before = now
        else {
          const sum = written[mode] ?? { entries: 0, sets: 0, with_order: 0 }
          for (const key of Object.keys(sum)) sum[key] += now[key] - before[key]
          written[mode] = sum
        }
      }
    )
    const leftOn = await captureLeftOn(client)
    const on = stats(results.on.map((r) => r.total))
    const off = stats(results.off.map((r) => r.total))
    console.log(
      `History capture cost on an order placement: POST /store/carts/:id/complete of ${LINES} lines ` +
        `(medusa start, up in ${server.seconds.toFixed(1)} s), ${ROUNDS} rounds of ${BLOCK} orders per mode after ${WARMUP * 2} warm-up`
    )
    console.log(statsLine("capture on   complete", on))
    console.log(statsLine("capture off  complete", off))
    const paired = stats(roundMeans)
    console.log(
      `ratio on/off: mean ${(on.mean / off.mean).toFixed(3)}, p50 ${(on.p50 / off.p50).toFixed(3)} (target <= ${TARGET_RATIO}); ` +
        `per round (adjacent blocks): median ${paired.p50.toFixed(3)}, range ${Math.min(...roundMeans).toFixed(2)}-${Math.max(...roundMeans).toFixed(2)}`
    )
    const orders = ROUNDS * BLOCK
    const w = written.on
    console.log(
      `reserved-stock entries, on blocks: ${w.entries} for ${orders} orders of ${LINES} lines` +
        ` in ${w.sets} change sets, ${w.with_order} naming their order; off blocks: ${written.off.entries} (expected 0)`
    )
    console.log(`capture left on at the end: ${leftOn ? "yes" : "NO"}`)
  })
}
