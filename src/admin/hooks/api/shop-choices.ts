import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory } from "./query-keys"
import type { Option } from "../../components/b2b-import/labels"

const LIMIT = 200
/** Regions, sales channels and shipping options offered as a profile's defaults. */
const choiceKeys = queryKeysFactory("shop-choices")

/** Regions as select options ("Europe (EUR)"), for a profile's defaults. */
export function useRegionOptions() {
  return useQuery({
    queryKey: choiceKeys.list("regions"),
    queryFn: () =>
      sdk.admin.region.list({ limit: LIMIT, fields: "id,name,currency_code" }),
    select: (data): Option[] =>
      data.regions.map((r) => ({
        value: r.id,
        label: `${r.name} (${r.currency_code.toUpperCase()})`,
      })),
  })
}

/** Sales channels as select options. */
export function useSalesChannelOptions() {
  return useQuery({
    queryKey: choiceKeys.list("sales-channels"),
    queryFn: () =>
      sdk.admin.salesChannel.list({ limit: LIMIT, fields: "id,name" }),
    select: (data): Option[] =>
      data.sales_channels.map((c) => ({ value: c.id, label: c.name })),
  })
}

/** Shipping options as select options. */
export function useShippingOptionOptions() {
  return useQuery({
    queryKey: choiceKeys.list("shipping-options"),
    queryFn: () =>
      sdk.admin.shippingOption.list({ limit: LIMIT, fields: "id,name" }),
    select: (data): Option[] =>
      data.shipping_options.map((o) => ({ value: o.id, label: o.name })),
  })
}
