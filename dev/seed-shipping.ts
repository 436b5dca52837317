import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
} from "@medusajs/medusa/core-flows"

const SET_NAME = "Main Warehouse delivery"

/** Shipping profile, fulfilment set and a standard shipping option; returns the profile id. */
export async function seedShipping(
  container: MedusaContainer,
  locationId: string,
  europe: string[],
  america: string[]
): Promise<string> {
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT)
  const link = container.resolve(ContainerRegistrationKeys.LINK)

  let [profile] = await fulfillmentModule.listShippingProfiles({
    type: "default",
  })
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
    })
    profile = result[0]
  }

  const [existing] = await fulfillmentModule.listFulfillmentSets({
    name: SET_NAME,
  })
  if (existing) {
    return profile.id
  }
  const fulfillmentSet = await fulfillmentModule.createFulfillmentSets({
    name: SET_NAME,
    type: "shipping",
    service_zones: [
      {
        name: "Europe",
        geo_zones: europe.map((country_code) => ({
          country_code,
          type: "country" as const,
        })),
      },
      {
        name: "North America",
        geo_zones: america.map((country_code) => ({
          country_code,
          type: "country" as const,
        })),
      },
    ],
  })
  await link.create([
    {
      [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
    },
    {
      [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
      [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
    },
  ])
  await createShippingOptionsWorkflow(container).run({
    input: fulfillmentSet.service_zones.map((zone) => ({
      name: `Standard Shipping (${zone.name})`,
      price_type: "flat" as const,
      provider_id: "manual_manual",
      service_zone_id: zone.id,
      shipping_profile_id: profile.id,
      type: {
        label: "Standard",
        description: "Delivery in 2-3 days.",
        code: "standard",
      },
      prices: [
        { currency_code: "eur", amount: 9.9 },
        { currency_code: "usd", amount: 12 },
      ],
      rules: [
        {
          attribute: "enabled_in_store",
          value: "true",
          operator: "eq" as const,
        },
        { attribute: "is_return", value: "false", operator: "eq" as const },
      ],
    })),
  })
  return profile.id
}
