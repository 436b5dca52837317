import { Input } from "@medusajs/ui"
import {
  useRegionOptions,
  useSalesChannelOptions,
  useShippingOptionOptions,
} from "../../hooks/api/shop-choices"
import { FormField } from "./form-field"
import { ProfileSelect, useProfileDraft } from "./profile-draft"
import type { Option } from "./labels"

const NONE = "none"
const withDefault = (
  label: string,
  options: Option[] | undefined
): Option[] => [{ value: NONE, label }, ...(options ?? [])]

/** The order's defaults: region, sales channel, currency, shipping option. */
export const ProfileDefaultsFields = () => {
  const { draft, set, errorFor } = useProfileDraft()
  const regions = useRegionOptions()
  const channels = useSalesChannelOptions()
  const shipping = useShippingOptionOptions()
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <legend className="txt-compact-small-plus mb-2">Order defaults</legend>
      <ProfileSelect
        field="region_id"
        id="region"
        label="Region"
        options={withDefault("The first region", regions.data)}
        nullAs={NONE}
      />
      <ProfileSelect
        field="sales_channel_id"
        id="channel"
        label="Sales channel"
        options={withDefault("The store's default channel", channels.data)}
        nullAs={NONE}
      />
      <FormField
        id="b2b-profile-currency"
        label="Currency"
        hint="Three letters, e.g. EUR; empty: the region's currency."
        error={errorFor("currency_code")}
      >
        <Input
          id="b2b-profile-currency"
          value={(draft.currency_code ?? "").toUpperCase()}
          maxLength={3}
          placeholder="Region's currency"
          onChange={(e) =>
            set({
              currency_code: e.target.value.trim()
                ? e.target.value.trim().toLowerCase()
                : null,
            })
          }
          aria-invalid={Boolean(errorFor("currency_code"))}
        />
      </FormField>
      <ProfileSelect
        field="shipping_option_id"
        id="shipping"
        label="Shipping option"
        options={withDefault("None", shipping.data)}
        nullAs={NONE}
      />
    </fieldset>
  )
}
