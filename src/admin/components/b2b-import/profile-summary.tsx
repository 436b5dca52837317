import type { TFunction } from "i18next"
import {
  useRegionOptions,
  useSalesChannelOptions,
  useShippingOptionOptions,
} from "../../hooks/api/shop-choices"
import { DEFAULT_FILE_PRICES } from "../../../types/b2b-import"
import { usePluginTranslation } from "../../lib/i18n"
import { DetailList, type DetailItem } from "./detail-list"
import {
  approvalLabel,
  decimalOptions,
  delimiterOptions,
  encodingOptions,
  formatLabel,
  lookupLabel,
  priceSourceLabel,
  type Option,
} from "./labels"
import { moreSummaryItems } from "./profile-more-fields"
import type { Profile } from "./types"

const labelOf = (options: Option[] | undefined, value: string | null) =>
  options?.find((o) => o.value === value)?.label

/** The file prices in words: the choice, or the format's default named. */
const filePrices = (t: TFunction, p: Profile) =>
  p.file_prices
    ? t(`import.filePrices.choice.${p.file_prices}`)
    : t("import.filePrices.default", {
        format: formatLabel(t, p.file_format),
        prices: t(
          `import.filePrices.short.${DEFAULT_FILE_PRICES[p.file_format]}`
        ),
      })

/** A profile's settings in words, as its page shows them above the mappings. */
export const ProfileSummary = ({ profile: p }: { profile: Profile }) => {
  const { t, i18n } = usePluginTranslation()
  const regions = useRegionOptions()
  const channels = useSalesChannelOptions()
  const shipping = useShippingOptionOptions()
  const field = (key: string) => t(`import.profile.fields.${key}`)
  const chosen = (
    options: Option[] | undefined,
    id: string | null,
    none: string
  ) => (id ? (labelOf(options, id) ?? id) : t(`import.profile.none.${none}`))

  const items: DetailItem[] = [
    [field("file_format"), formatLabel(t, p.file_format)],
    [field("approval_mode"), approvalLabel(t, p.approval_mode)],
    [
      field("decimal_separator"),
      labelOf(decimalOptions(t), p.decimal_separator) ?? p.decimal_separator,
    ],
  ]
  if (p.file_format === "csv")
    items.push(
      [
        field("csv_delimiter"),
        labelOf(delimiterOptions(t), p.csv_delimiter ?? "auto") ??
          p.csv_delimiter,
      ],
      [
        field("csv_encoding"),
        labelOf(encodingOptions(t), p.csv_encoding) ?? p.csv_encoding,
      ],
      [
        field("csv_header_row"),
        p.csv_header_row
          ? t("import.profile.hints.header")
          : t("import.profile.hints.noHeader"),
      ]
    )
  if (p.file_format === "xlsx")
    items.push(
      [field("sheet_name"), p.sheet_name ?? t("import.profile.none.sheet")],
      [field("header_row"), String(p.header_row)]
    )
  // How the file is read (left), and which order it becomes (right).
  const order: DetailItem[] = [
    [field("customer_lookup"), lookupLabel(t, p.customer_lookup)],
  ]
  if (p.customer_lookup === "number")
    order.push([field("customer_number_field"), p.customer_number_field])
  if (p.customer_lookup === "fixed")
    order.push([field("customer_id"), p.customer_id ?? "–"])
  order.push([field("price_source"), priceSourceLabel(t, p.price_source)])
  if (p.price_source === "file")
    order.push([field("file_prices"), filePrices(t, p)])
  order.push(
    [
      field("price_tolerance_percent"),
      t("import.profile.tolerance", {
        value: (p.price_tolerance_percent ?? 0).toLocaleString(i18n.language),
      }),
    ],
    [field("region_id"), chosen(regions.data, p.region_id, "region")],
    [
      field("sales_channel_id"),
      chosen(channels.data, p.sales_channel_id, "channel"),
    ],
    [
      field("shipping_option_id"),
      chosen(shipping.data, p.shipping_option_id, "shipping"),
    ],
    [
      field("currency_code"),
      p.currency_code?.toUpperCase() ?? t("import.profile.none.currency"),
    ],
    ...moreSummaryItems(t, p)
  )
  return (
    <div className="grid grid-cols-1 gap-x-12 gap-y-2 px-6 py-4 xl:grid-cols-2">
      <DetailList items={items} />
      <DetailList items={order} />
    </div>
  )
}
