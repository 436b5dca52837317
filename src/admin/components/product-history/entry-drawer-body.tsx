import { Drawer } from "@medusajs/ui"
import { PageSkeleton } from "../common/page-skeleton"
import { ErrorState } from "../common/error-state"
import { useHistoryEntry } from "../../hooks/api/product-history"
import { usePluginTranslation } from "../../lib/i18n"
import { DrawerHeader } from "./drawer-header"
import { EntryDetails } from "./entry-details"
import { EntrySaveSection } from "./entry-save-section"
import { useHistoryLabels } from "./field-labels"
import { PriceChart } from "./price-chart"
import { RollbackSection } from "./rollback-section"
import { isPriceField } from "./types"

/** Entries of a product's or variant's creation or deletion: their title is what happened ("Product created"). */
const RECORD_FIELDS = ["product", "variant"]

type Props = {
  entryId: string
  /** Opens another entry, or a save (`save:<id>`), in the same drawer. */
  onOpen: (target: string) => void
  onClose: () => void
}

/** The drawer's view of one entry: in full, its rollback, the fields saved with it and their rollback, and, for prices, the 90-day price chart. */
export const EntryDrawerBody = ({ entryId, onOpen, onClose }: Props) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const { data, isLoading, error, refetch } = useHistoryEntry(entryId)
  // The answer of the entry asked for, not one still shown from before.
  const entry = data?.entry?.id === entryId ? data.entry : undefined

  return (
    <>
      <DrawerHeader
        title={
          !entry
            ? t("history.entry.titleLoading")
            : RECORD_FIELDS.includes(entry.field_name)
              ? labels.field(entry)
              : t("history.entry.title", { field: labels.field(entry) })
        }
        description={t("history.entry.description")}
      />
      <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
        {isLoading && <PageSkeleton rows={8} />}
        {error && !entry && (
          <ErrorState
            what={t("history.entry.what")}
            error={error}
            onRetry={() => void refetch()}
          />
        )}
        {entry && (
          <EntryDetails
            entry={entry}
            onOpenEntry={onOpen}
            chart={
              isPriceField(entry.field_name) ? (
                <PriceChart productId={entry.product_id} />
              ) : undefined
            }
          />
        )}
        {entry && (
          <EntrySaveSection
            key={entry.id}
            entry={entry}
            onOpen={onOpen}
            onDone={onClose}
          />
        )}
      </Drawer.Body>
      {entry && (
        <Drawer.Footer>
          <RollbackSection key={entry.id} entry={entry} onDone={onClose} />
        </Drawer.Footer>
      )}
    </>
  )
}
