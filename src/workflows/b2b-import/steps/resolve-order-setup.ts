import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type {
  OrderSetup,
  ProfileRow,
} from "../../../modules/b2b-import/pipeline/order/types"
import type {
  MappedOrder,
  RowError,
} from "../../../modules/b2b-import/pipeline/types"
import { memoInPass } from "../pass-memo"

export type SetupResult = { setup: OrderSetup | null; errors: RowError[] }

const setupError = (message: string): SetupResult => ({
  setup: null,
  errors: [
    { row: null, column: null, value: null, code: "SETUP_INCOMPLETE", message },
  ],
})

/** The fields read of a `region` row. */
type RegionRow = {
  id: string
  name: string
  currency_code: string
  countries?: ({ iso_2: string | null } | null)[] | null
}
/** The fields read of a `shipping_option` row. */
type ShippingOptionRow = {
  id: string
  name: string
  prices?: ({
    amount: number | string | null
    currency_code: string | null
  } | null)[]
}
/** The fields read of a `sales_channel` row. */
type SalesChannelRow = {
  id: string
  stock_locations?: ({ id: string } | null)[] | null
}

async function findRegion(container: MedusaContainer, profile: ProfileRow) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const filters = profile.region_id
    ? { id: profile.region_id }
    : profile.currency_code
      ? { currency_code: profile.currency_code }
      : {}
  const { data } = await query.graph({
    entity: "region",
    fields: ["id", "name", "currency_code", "countries.iso_2"],
    filters,
    pagination: { take: 1, order: { created_at: "ASC" } },
  })
  return data[0] as RegionRow | undefined
}

async function findShippingMethod(
  container: MedusaContainer,
  optionId: string,
  currencyCode: string
) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "name", "prices.amount", "prices.currency_code"],
    filters: { id: optionId },
  })
  const option = data[0] as ShippingOptionRow | undefined
  if (!option) return null
  const price = (option.prices ?? []).find(
    (p) => p?.currency_code === currencyCode
  )
  return {
    name: option.name,
    shipping_option_id: option.id,
    amount: Number(price?.amount ?? 0),
  }
}

async function resolveOrderSetup(
  container: MedusaContainer,
  profile: ProfileRow
): Promise<SetupResult> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const region = await findRegion(container, profile)
  if (!region) {
    return setupError(
      profile.region_id
        ? `The shop has no region "${profile.region_id}". Set the profile's region to an existing one.`
        : profile.currency_code
          ? `The shop has no region with currency ${profile.currency_code.toUpperCase()}. Set the profile's region to an existing one.`
          : "The shop has no region yet. Create one in Settings → Regions, then process the file again."
    )
  }
  let salesChannelId = profile.sales_channel_id
  if (!salesChannelId) {
    const { data: stores } = await query.graph({
      entity: "store",
      fields: ["default_sales_channel_id"],
    })
    const store = stores[0] as
      { default_sales_channel_id: string | null } | undefined
    salesChannelId = store?.default_sales_channel_id ?? null
  }
  const channels: SalesChannelRow[] = salesChannelId
    ? (
        await query.graph({
          entity: "sales_channel",
          fields: ["id", "stock_locations.id"],
          filters: { id: salesChannelId },
        })
      ).data
    : []
  if (!channels[0]) {
    return setupError(
      salesChannelId
        ? `The sales channel "${salesChannelId}" does not exist. Fix the profile's sales channel.`
        : "Neither the profile nor the store names a sales channel. Set the profile's sales channel."
    )
  }
  const currencyCode = (
    profile.currency_code ?? region.currency_code
  ).toLowerCase()
  const shippingMethod = profile.shipping_option_id
    ? await findShippingMethod(
        container,
        profile.shipping_option_id,
        currencyCode
      )
    : null
  if (profile.shipping_option_id && !shippingMethod)
    return setupError(
      `The shipping option "${profile.shipping_option_id}" does not exist. Fix the profile's shipping option.`
    )
  return {
    setup: {
      regionId: region.id,
      regionName: region.name,
      currencyCode,
      countries: (region.countries ?? []).map((c) =>
        String(c?.iso_2 ?? "").toLowerCase()
      ),
      salesChannelId: channels[0].id,
      locationIds: (channels[0].stock_locations ?? []).flatMap((l) =>
        l ? [l.id] : []
      ),
      shippingMethod,
    },
    errors: [],
  }
}

/**
 * Region, currency, sales channel, its stock locations and the shipping method
 * the profile names, or what is missing; once per bulk pass and profile
 * version (an edited profile is read afresh).
 */
export function orderSetupOf(
  container: MedusaContainer,
  profile: ProfileRow
): Promise<SetupResult> {
  return memoInPass(
    container,
    `setup:${profile.id}:${String(profile.updated_at)}`,
    () => resolveOrderSetup(container, profile)
  )
}

/** orderSetupOf as a step (the approval check); null when there is no order to check. */
export const resolveOrderSetupStep = createStep(
  "plugin-b2b-resolve-order-setup",
  async (
    input: { profile: ProfileRow | null; mapped: MappedOrder | null },
    { container }
  ): Promise<StepResponse<SetupResult | null>> =>
    new StepResponse(
      input.profile && input.mapped
        ? await orderSetupOf(container, input.profile)
        : null
    )
)
