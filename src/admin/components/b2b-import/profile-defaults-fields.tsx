import { Input } from "@medusajs/ui"
import {
  useRegionOptions,
  useSalesChannelOptions,
  useShippingOptionOptions,
} from "../../hooks/api/shop-choices"
import { usePluginTranslation } from "../../lib/i18n"
import { FieldGroup } from "./field-group"
import { FormField } from "./form-field"
import { choice, ProfileSelects, useProfileDraft } from "./profile-draft"
import type { Option } from "./labels"

const NONE = "none"
const CURRENCY = "b2b-profile-currency_code"

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

/** The order's defaults: region, sales channel, shipping option, currency. */
export const ProfileDefaultsFields = () => {
  const { t } = usePluginTranslation()
  const { draft, set, errorFor } = useProfileDraft()
  const regions = useRegionOptions()
  const channels = useSalesChannelOptions()
  const shipping = useShippingOptionOptions()
  const field = (key: string) => t(`import.profile.fields.${key}`)
  const error = errorFor("currency_code")
  return (
    <FieldGroup legend={t("import.profile.groups.defaults")}>
      <ProfileSelects
        choices={[
          withDefault(
            "region_id",
            "region",
            field("region_id"),
            t("import.profile.none.region"),
            regions.data
          ),
          withDefault(
            "sales_channel_id",
            "channel",
            field("sales_channel_id"),
            t("import.profile.none.channel"),
            channels.data
          ),
          withDefault(
            "shipping_option_id",
            "shipping",
            field("shipping_option_id"),
            t("import.profile.none.shipping"),
            shipping.data
          ),
        ]}
      />
      <FormField
        id={CURRENCY}
        label={field("currency_code")}
        hint={t("import.profile.hints.currency")}
        error={error}
      >
        <Input
          id={CURRENCY}
          value={(draft.currency_code ?? "").toUpperCase()}
          maxLength={3}
          placeholder={t("import.profile.hints.currencyPlaceholder")}
          onChange={(e) =>
            set({
              currency_code: e.target.value.trim()
                ? e.target.value.trim().toLowerCase()
                : null,
            })
          }
          aria-invalid={Boolean(error)}
          aria-describedby={`${CURRENCY}-hint${error ? ` ${CURRENCY}-error` : ""}`}
        />
      </FormField>
    </FieldGroup>
  )
}
