import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/*
 * Orders placed and fulfilled the way a shop's customers and clerks do it,
 * over HTTP, in the demo shop (integration-tests/helpers/b2b.ts seedShop):
 * the storefront's cart and checkout, the admin's fulfilment and cancel.
 */

const ADDRESS = {
  first_name: "Erika",
  last_name: "Muster",
  address_1: "Lagerweg 1",
  city: "Hamburg",
  postal_code: "20457",
  country_code: "de",
}

/** Headers of the demo storefront (its publishable key). */
export async function storefrontHeaders(container: MedusaContainer) {
  const [key] = await container
    .resolve(Modules.API_KEY)
    .listApiKeys({ type: "publishable" })
  if (!key) throw new Error("the demo shop has no publishable key")
  return { headers: { "x-publishable-api-key": key.token } }
}

/** Variant ids of the demo shop by SKU. */
export async function variantIdsBySku(
  container: MedusaContainer,
  skus: string[]
): Promise<Record<string, string>> {
  const variants = await container
    .resolve(Modules.PRODUCT)
    .listProductVariants({ sku: skus }, { select: ["id", "sku"] })
  return Object.fromEntries(variants.map((v) => [v.sku!, v.id]))
}

/**
 * A customer's checkout in the storefront: a cart of `lines` in the EUR
 * region, addresses, the first shipping option, the system payment, then
 * POST /store/carts/:id/complete. Returns the order's id and display id.
 */
export async function placeStoreOrder(
  api: any,
  container: MedusaContainer,
  lines: { sku: string; quantity: number }[]
): Promise<{ id: string; display_id: number }> {
  const store = await storefrontHeaders(container)
  const ids = await variantIdsBySku(
    container,
    lines.map((l) => l.sku)
  )
  const { data: regions } = await api.get("/store/regions", store)
  const region = regions.regions.find((r: any) => r.currency_code === "eur")
  const { data: created } = await api.post(
    "/store/carts",
    {
      region_id: region.id,
      email: "erika@example.com",
      items: lines.map((l) => ({
        variant_id: ids[l.sku],
        quantity: l.quantity,
      })),
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
    },
    store
  )
  const cartId = created.cart.id
  const { data: options } = await api.get(
    `/store/shipping-options?cart_id=${cartId}`,
    store
  )
  await api.post(
    `/store/carts/${cartId}/shipping-methods`,
    { option_id: options.shipping_options[0].id },
    store
  )
  const { data: payment } = await api.post(
    "/store/payment-collections",
    { cart_id: cartId },
    store
  )
  await api.post(
    `/store/payment-collections/${payment.payment_collection.id}/payment-sessions`,
    { provider_id: "pp_system_default" },
    store
  )
  const { data: completed } = await api.post(
    `/store/carts/${cartId}/complete`,
    {},
    store
  )
  if (completed.type !== "order")
    throw new Error(`the cart placed no order: ${JSON.stringify(completed)}`)
  return { id: completed.order.id, display_id: completed.order.display_id }
}

/** An order's id, display id and lines (with their SKU). */
export async function orderWithItems(container: MedusaContainer, id: string) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "order",
      fields: [
        "id",
        "display_id",
        "items.id",
        "items.quantity",
        "items.variant_sku",
      ],
      filters: { id },
    })
  const order = data[0] as any
  return {
    id: order.id as string,
    display_id: order.display_id as number,
    items: (order.items ?? []) as {
      id: string
      quantity: number
      variant_sku: string
    }[],
  }
}

/** The admin fulfils `quantity` of the order's line of `sku` (POST /admin/orders/:id/fulfillments). */
export async function fulfilLine(
  api: any,
  container: MedusaContainer,
  admin: { headers: Record<string, string> },
  orderId: string,
  sku: string,
  quantity: number
) {
  const order = await orderWithItems(container, orderId)
  const item = order.items.find((i) => i.variant_sku === sku)
  if (!item) throw new Error(`order ${orderId} has no line of ${sku}`)
  await api.post(
    `/admin/orders/${orderId}/fulfillments`,
    { items: [{ id: item.id, quantity }] },
    admin
  )
}
