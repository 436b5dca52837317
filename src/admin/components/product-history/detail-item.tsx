import { Badge } from "@medusajs/ui"
import type { ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { useHistoryLabels } from "./field-labels"
import { ByHandBadge, type ChangedByProps } from "./product-cell"

/** One labelled item of the detail view (a term and its description). */
export const DetailItem = ({
  label,
  children,
}: {
  label: string
  children: ReactNode
}) => (
  <div className="grid grid-cols-[140px_1fr] items-start gap-x-4">
    <dt className="txt-compact-small-plus text-ui-fg-subtle">{label}</dt>
    <dd className="txt-compact-small break-words">{children}</dd>
  </div>
)

/** "Changed by" and "Source" of an entry or a save; `manual` marks an entry typed in by hand. */
export const ChangedByDetails = ({
  by,
  source,
  manual = false,
}: ChangedByProps) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  return (
    <>
      <DetailItem label={t("history.entry.changedBy")}>
        {labels.by(by, source)}
      </DetailItem>
      <DetailItem label={t("history.entry.source")}>
        <Badge size="2xsmall" color="grey">
          {labels.source(source)}
        </Badge>
        {manual && (
          <span className="ml-2">
            <ByHandBadge />
          </span>
        )}
      </DetailItem>
    </>
  )
}
