import { Skeleton } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"

/** Grey blocks in the shape of what is loading (a list's rows or a record's fields), announced once to screen readers. */
export const PageSkeleton = ({ rows = 5 }: { rows?: number }) => {
  const { t } = usePluginTranslation()
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" role="status">
      <span className="sr-only">{t("common.states.loading")}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-7 w-full" />
      ))}
    </div>
  )
}
