import { Text } from "@medusajs/ui"
import type {
  AdminCheckDifference,
  AdminInboundCheck,
} from "../../../types/b2b-import"
import { usePluginTranslation } from "../../lib/i18n"
import { formatMoney } from "./money"

/** The check's totals with tax, as approve would create the order now. */
export const CheckTotals = ({ check }: { check: AdminInboundCheck }) => {
  const { t, i18n } = usePluginTranslation()
  const totals = check.totals
  if (!totals)
    return (
      <Text size="small" className="px-6 py-3 text-ui-fg-subtle">
        {t("import.check.noTotals")}
      </Text>
    )
  const rows: [string, string, number][] = [
    ["Subtotal", t("import.check.subtotal"), totals.subtotal],
    ["Shipping", t("import.check.shipping"), totals.shipping_total],
    ["Tax", t("import.check.tax"), totals.tax_total],
    ["Total", t("import.check.total"), totals.total],
  ]
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-6 px-6 py-3 txt-compact-small">
      {rows.map(([key, label, value]) => (
        <div key={key} className="contents">
          <dt className="text-ui-fg-subtle">{label}</dt>
          <dd className="text-right" data-total={key}>
            {formatMoney(value, totals.currency_code, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The differences since the import, in words; those that need the clerk's acceptance or stop the order are marked. */
export const CheckDifferences = ({
  differences,
}: {
  differences: AdminCheckDifference[]
}) => {
  const { t } = usePluginTranslation()
  if (!differences.length)
    return (
      <Text size="small" className="px-6 py-3 text-ui-fg-subtle">
        {t("import.check.nothingChanged")}
      </Text>
    )
  return (
    <ul
      className="flex flex-col gap-y-1 px-6 py-3"
      aria-label={t("import.check.differences")}
    >
      {differences.map((d, i) => (
        <li key={i} className="txt-compact-small">
          <span
            className={
              d.allowed
                ? "text-ui-fg-subtle"
                : d.acceptable
                  ? "text-ui-fg-base font-medium"
                  : "text-ui-fg-error font-medium"
            }
          >
            {d.allowed
              ? t("import.check.withinTolerance")
              : d.acceptable
                ? t("import.check.needsAcceptance")
                : t("import.check.cannotOrder")}{" "}
          </span>
          {d.message}
        </li>
      ))}
    </ul>
  )
}
