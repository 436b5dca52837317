import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { seedB2bProfiles } from "./seed-b2b-profiles"
import { seedAdminUser, seedB2bCustomer } from "./seed-people"
import { seedProducts } from "./seed-products"
import { seedShipping } from "./seed-shipping"

const EUROPE = ["de", "at", "fr", "nl", "be", "it", "es", "dk", "se"]
const AMERICA = ["us", "ca"]

/**
 * Seeds the demo shop of `npm start`. Every part looks for what it would create
 * first, so running it again adds nothing and a half-finished run completes.
 */
export default async function seedDemo({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)
  const regionModule = container.resolve(Modules.REGION)
  const storeModule = container.resolve(Modules.STORE)
  const stockLocationModule = container.resolve(Modules.STOCK_LOCATION)
  const apiKeyModule = container.resolve(Modules.API_KEY)
  const taxModule = container.resolve(Modules.TAX)

  let [salesChannel] = await salesChannelModule.listSalesChannels({
    name: "Default Sales Channel",
  })
  if (!salesChannel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: "Default Sales Channel" }] },
    })
    salesChannel = result[0]
  }

  const [store] = await storeModule.listStores()
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "B2B Demo Shop",
        supported_currencies: [
          { currency_code: "eur", is_default: true, is_tax_inclusive: true },
          { currency_code: "usd" },
        ],
        default_sales_channel_id: salesChannel.id,
      },
    },
  })

  const wanted = [
    {
      name: "Europe",
      currency_code: "eur",
      countries: EUROPE,
      is_tax_inclusive: true,
    },
    {
      name: "North America",
      currency_code: "usd",
      countries: AMERICA,
      is_tax_inclusive: false,
    },
  ]
  const existingRegions = await regionModule.listRegions({
    name: { $in: wanted.map((r) => r.name) },
  })
  const missingRegions = wanted.filter(
    (r) => !existingRegions.some((e) => e.name === r.name)
  )
  if (missingRegions.length) {
    await createRegionsWorkflow(container).run({
      input: {
        regions: missingRegions.map((r) => ({
          ...r,
          payment_providers: ["pp_system_default"],
        })),
      },
    })
    logger.info(
      `Demo: created regions ${missingRegions.map((r) => r.name).join(", ")}`
    )
  }

  const taxRegions = await taxModule.listTaxRegions({
    parent_id: { $eq: null },
  })
  const missingTax = [...EUROPE, ...AMERICA].filter(
    (code) => !taxRegions.some((t) => t.country_code === code)
  )
  if (missingTax.length) {
    await createTaxRegionsWorkflow(container).run({
      input: missingTax.map((country_code) => ({
        country_code,
        provider_id: "tp_system",
        default_tax_rate:
          country_code === "de"
            ? { name: "MwSt.", code: "DE19", rate: 19 }
            : undefined,
      })),
    })
  }

  let [location] = await stockLocationModule.listStockLocations({
    name: "Main Warehouse",
  })
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: "Main Warehouse",
            address: {
              address_1: "Lagerweg 1",
              city: "Hamburg",
              postal_code: "20457",
              country_code: "de",
            },
          },
        ],
      },
    })
    location = result[0]
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: location.id, add: [salesChannel.id] },
    })
  }

  const shippingProfileId = await seedShipping(
    container,
    location.id,
    EUROPE,
    AMERICA
  )

  const [publishableKey] = await apiKeyModule.listApiKeys({
    title: "Demo Storefront",
    type: "publishable",
  })
  if (!publishableKey) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: {
        api_keys: [
          { title: "Demo Storefront", type: "publishable", created_by: "" },
        ],
      },
    })
    await linkSalesChannelsToApiKeyWorkflow(container).run({
      input: { id: result[0].id, add: [salesChannel.id] },
    })
  }

  const created = await seedProducts(container, {
    salesChannelId: salesChannel.id,
    locationId: location.id,
    shippingProfileId,
  })
  await seedB2bCustomer(container)
  await seedAdminUser(container)
  await seedB2bProfiles(container)
  logger.info(
    created ? `Demo: created ${created} products` : "Demo: data already present"
  )
}
