import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  Modules,
  ProductStatus,
} from "@medusajs/framework/utils"
import {
  createCollectionsWorkflow,
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createProductTagsWorkflow,
  createProductTypesWorkflow,
  createRegionsWorkflow,
  createStockLocationsWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"

/**
 * Creating products and stock levels is recorded (creation, first stock);
 * the shop's setup is not what the tests look at: its entries are removed.
 */
export async function forgetSetupHistory(container: MedusaContainer) {
  await container
    .resolve(ContainerRegistrationKeys.PG_CONNECTION)(
      "plugin_product_history_entry"
    )
    .delete()
}

/** The module service of the product history ("productHistory" in the container). */
export const historyService = (container: MedusaContainer) =>
  container.resolve<any>("productHistory")

/** Every history entry in the database, oldest first (ties broken by field name). */
export async function allHistoryEntries(
  container: MedusaContainer
): Promise<any[]> {
  const rows = await historyService(container).listProductHistoryEntries(
    {},
    { take: 10_000, order: { changed_at: "ASC" } }
  )
  return [...rows].sort(
    (a: any, b: any) =>
      new Date(a.changed_at).getTime() - new Date(b.changed_at).getTime() ||
      a.field_name.localeCompare(b.field_name) ||
      // A save's entries share its time: the product's before its variants'.
      Number(!!a.variant_id) - Number(!!b.variant_id)
  )
}

/** An entry without its generated id and timestamp, for exact comparisons. */
export function comparable(entry: any) {
  const {
    id,
    changed_at,
    created_at,
    updated_at,
    deleted_at,
    change_set_id,
    ...rest
  } = entry
  return rest
}

/** The columns every captured entry carries, defaulted for a plain change (no comment, no rollback). */
export function expectedEntry(fields: Record<string, unknown>) {
  return {
    variant_id: null,
    integration_id: null,
    user_id: null,
    context_data: null,
    comment: null,
    rolled_back_entry_id: null,
    manual: false,
    ...fields,
  }
}

/** `Authorization: Basic base64(token + ":")`, how Medusa accepts a secret API key. */
export const basicAuth = (token: string) => ({
  headers: {
    authorization: `Basic ${Buffer.from(`${token}:`).toString("base64")}`,
  },
})

/** Turns a bearer token into a dashboard session (POST /auth/session) and returns headers carrying only its cookie. */
export async function sessionHeaders(
  api: any,
  bearerHeaders: { headers: Record<string, string> }
) {
  const res = await api.post("/auth/session", {}, bearerHeaders)
  const cookies: string[] = res.headers["set-cookie"] ?? []
  const cookie = cookies.map((c) => c.split(";")[0]).join("; ")
  if (!cookie) throw new Error("POST /auth/session set no cookie")
  return { headers: { cookie } }
}

export type HistoryShop = Awaited<ReturnType<typeof seedHistoryShop>>

/**
 * A minimal shop for the capture tests: store currencies eur (tax-inclusive)
 * and usd (net), a region "Europe" (eur, net), a warehouse, tags,
 * categories, a collection and a type, and the product "Seed Widget" with the
 * variants S (SW-S: 10 EUR / 11 USD, 100 in stock) and M (SW-M: 20 EUR / 22
 * USD, 50 in stock). All of it is created before the first test, so the
 * history starts empty.
 */
export async function seedHistoryShop(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [store] = await container.resolve(Modules.STORE).listStores()
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        supported_currencies: [
          { currency_code: "eur", is_default: true, is_tax_inclusive: true },
          { currency_code: "usd", is_tax_inclusive: false },
        ],
      },
    },
  })
  const { result: regions } = await createRegionsWorkflow(container).run({
    // Net prices in this region, against the currency's gross: region prices show which preference wins.
    input: {
      regions: [
        {
          name: "Europe",
          currency_code: "eur",
          countries: ["de"],
          is_tax_inclusive: false,
        },
      ],
    },
  })
  const { result: locations } = await createStockLocationsWorkflow(
    container
  ).run({
    input: {
      locations: [
        {
          name: "Test Warehouse",
          address: {
            address_1: "Lagerweg 1",
            city: "Hamburg",
            country_code: "de",
          },
        },
      ],
    },
  })
  const { result: tags } = await createProductTagsWorkflow(container).run({
    input: {
      product_tags: [{ value: "beta" }, { value: "alpha" }, { value: "gamma" }],
    },
  })
  const { result: categories } = await createProductCategoriesWorkflow(
    container
  ).run({
    input: {
      product_categories: [
        { name: "Tools", is_active: true },
        { name: "Garden", is_active: true },
      ],
    },
  })
  const { result: collections } = await createCollectionsWorkflow(
    container
  ).run({ input: { collections: [{ title: "Summer", handle: "summer" }] } })
  const { result: types } = await createProductTypesWorkflow(container).run({
    input: { product_types: [{ value: "Hardware" }] },
  })
  const tag = (value: string) => tags.find((t: any) => t.value === value)!
  const category = (name: string) =>
    categories.find((c: any) => c.name === name)!

  const { result: products } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: "Seed Widget",
          handle: "seed-widget",
          status: ProductStatus.PUBLISHED,
          weight: 100,
          metadata: { origin: "seed" },
          tag_ids: [tag("beta").id],
          category_ids: [category("Tools").id],
          options: [{ title: "Size", values: ["S", "M"] }],
          variants: [
            {
              title: "S",
              sku: "SW-S",
              manage_inventory: true,
              allow_backorder: false,
              options: { Size: "S" },
              prices: [
                { currency_code: "eur", amount: 10 },
                { currency_code: "usd", amount: 11 },
              ],
            },
            {
              title: "M",
              sku: "SW-M",
              manage_inventory: true,
              allow_backorder: false,
              options: { Size: "M" },
              prices: [
                { currency_code: "eur", amount: 20 },
                { currency_code: "usd", amount: 22 },
              ],
            },
          ],
        },
      ],
    },
  })
  const product = products[0]
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: [
      "id",
      "sku",
      "inventory_items.inventory_item_id",
      "price_set.id",
      "prices.id",
      "prices.currency_code",
      "prices.amount",
    ],
    filters: { product_id: product.id },
  })
  const bySku = (sku: string) => {
    const v: any = variants.find((x: any) => x.sku === sku)!
    return {
      id: v.id as string,
      sku,
      priceSetId: v.price_set.id as string,
      inventoryItemId: v.inventory_items[0].inventory_item_id as string,
      priceId: (currency: string) =>
        v.prices.find((p: any) => p.currency_code === currency).id as string,
    }
  }
  const small = bySku("SW-S")
  const medium = bySku("SW-M")
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: [
        {
          inventory_item_id: small.inventoryItemId,
          location_id: locations[0].id,
          stocked_quantity: 100,
        },
        {
          inventory_item_id: medium.inventoryItemId,
          location_id: locations[0].id,
          stocked_quantity: 50,
        },
      ],
    },
  })
  // The first stock at a location is recorded; the shop's setup is not what the tests look at.
  await container
    .resolve(ContainerRegistrationKeys.PG_CONNECTION)(
      "plugin_product_history_entry"
    )
    .delete()
  return {
    productId: product.id as string,
    small,
    medium,
    regionId: regions[0].id as string,
    location: { id: locations[0].id as string, name: "Test Warehouse" },
    tags: { alpha: tag("alpha"), beta: tag("beta"), gamma: tag("gamma") },
    categories: { tools: category("Tools"), garden: category("Garden") },
    collection: collections[0],
    type: types[0],
  }
}

/**
 * The history field a price is recorded under, decided from the price
 * preferences in the database: the region's for a region price, else the currency's.
 */
export async function priceFieldFor(
  container: MedusaContainer,
  currency: string,
  regionId?: string
) {
  const pricing = container.resolve(Modules.PRICING)
  const [pref] = regionId
    ? await pricing.listPricePreferences({
        attribute: "region_id",
        value: regionId,
      })
    : await pricing.listPricePreferences({
        attribute: "currency_code",
        value: currency,
      })
  return pref?.is_tax_inclusive ? "price.gross" : "price.net"
}
