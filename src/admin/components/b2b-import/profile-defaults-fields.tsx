import { Input } from "@medusajs/ui"
import {
  useRegionOptions,
  useSalesChannelOptions,
  useShippingOptionOptions,
} from "../../hooks/api/shop-choices"
import { FormField } from "./form-field"
import { FieldGroup } from "./edit-form"
import { choice, ProfileSelects, useProfileDraft } from "./profile-draft"
import type { Option } from "./labels"

const NONE = "none"
/** A select of the shop's choices, with "not set" (NONE) first under `label`. */
const withDefault = (
  field: "region_id" | "sales_channel_id" | "shipping_option_id",
  id: string,
  label: string,
  none: string,
  options: Option[] | undefined
) =>
  choice(field, id, label, [{ value: NONE, label: none }, ...(options ?? [])], {
    nullAs: NONE,
  })

/** The order's defaults: region, sales channel, currency, shipping option. */
export const ProfileDefaultsFields = () => {
  const { draft, set, errorFor } = useProfileDraft()
  const regions = useRegionOptions()
  const channels = useSalesChannelOptions()
  const shipping = useShippingOptionOptions()
  return (
    <FieldGroup legend="Order defaults">
      <ProfileSelects
        choices={[
          withDefault(
            "region_id",
            "region",
            "Region",
            "The first region",
            regions.data
          ),
          withDefault(
            "sales_channel_id",
            "channel",
            "Sales channel",
            "The store's default channel",
            channels.data
          ),
          withDefault(
            "shipping_option_id",
            "shipping",
            "Shipping option",
            "None",
            shipping.data
          ),
        ]}
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
    </FieldGroup>
  )
}
