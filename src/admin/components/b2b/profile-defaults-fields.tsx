import { Input } from "@medusajs/ui"
import {
  useRegionOptions,
  useSalesChannelOptions,
  useShippingOptionOptions,
} from "./choices-api"
import { FormField } from "./form-field"
import { LabeledSelect } from "./labeled-select"
import type { Option } from "./labels"
import type { ProfileInput } from "./types"

type Props = {
  draft: ProfileInput
  set: (patch: Partial<ProfileInput>) => void
  errorFor: (field: string) => string | undefined
}

const NONE = "none"
const withDefault = (
  label: string,
  options: Option[] | undefined
): Option[] => [{ value: NONE, label }, ...(options ?? [])]
const idOrNull = (value: string) => (value === NONE ? null : value)

/** The order's defaults: region, sales channel, currency, shipping option. */
export const ProfileDefaultsFields = ({ draft, set, errorFor }: Props) => {
  const regions = useRegionOptions()
  const channels = useSalesChannelOptions()
  const shipping = useShippingOptionOptions()
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <legend className="txt-compact-small-plus mb-2">Order defaults</legend>
      <LabeledSelect
        id="b2b-profile-region"
        label="Region"
        value={draft.region_id ?? NONE}
        onChange={(v) => set({ region_id: idOrNull(v) })}
        options={withDefault("The first region", regions.data)}
        error={errorFor("region_id")}
      />
      <LabeledSelect
        id="b2b-profile-channel"
        label="Sales channel"
        value={draft.sales_channel_id ?? NONE}
        onChange={(v) => set({ sales_channel_id: idOrNull(v) })}
        options={withDefault("The store's default channel", channels.data)}
        error={errorFor("sales_channel_id")}
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
      <LabeledSelect
        id="b2b-profile-shipping"
        label="Shipping option"
        value={draft.shipping_option_id ?? NONE}
        onChange={(v) => set({ shipping_option_id: idOrNull(v) })}
        options={withDefault("None", shipping.data)}
        error={errorFor("shipping_option_id")}
      />
    </fieldset>
  )
}
