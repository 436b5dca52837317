import { Drawer, Text } from "@medusajs/ui"
import { errorMessage } from "../../lib/errors"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { useHistoryEntry } from "../../hooks/api/product-history"
import { EntryDetails } from "./entry-details"
import { EntrySaveSection } from "./entry-save-section"
import { PriceChart } from "./price-chart"
import { RollbackSection } from "./rollback-section"
import { isPriceField } from "./types"

type Props = {
  entryId?: string
  onOpenEntry: (id: string) => void
  onClose: () => void
}

/** Drawer with one entry in full, its rollback, the fields saved with it and their rollback, and, for prices, the 90-day price chart. */
export const EntryDrawer = ({ entryId, onOpenEntry, onClose }: Props) => {
  const { data, isLoading, error } = useHistoryEntry(entryId)
  // The answer of the entry asked for, not one still shown from before.
  const entry = data?.entry?.id === entryId ? data?.entry : undefined
  // A toast left from before (e.g. "Rolled back") would cover the drawer's buttons.
  useNoToastsWhileOpen(!!entryId)

  return (
    <Drawer open={!!entryId} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content className="max-w-[720px]">
        <Drawer.Header>
          <Drawer.Title>
            {entry ? `Change of ${entry.field_name}` : "Change"}
          </Drawer.Title>
          <Drawer.Description className="sr-only">
            Details of one product history entry
          </Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {isLoading && <Text className="text-ui-fg-subtle">Loading…</Text>}
          {error && (
            <Text className="text-ui-fg-error">
              This change could not be loaded: {errorMessage(error)}
            </Text>
          )}
          {entry && (
            <EntryDetails
              entry={entry}
              onOpenEntry={onOpenEntry}
              chart={
                isPriceField(entry.field_name) ? (
                  <PriceChart
                    productId={entry.product_id}
                    title="Price over the last 90 days"
                  />
                ) : undefined
              }
            />
          )}
          {entry && (
            <EntrySaveSection
              key={entry.id}
              entry={entry}
              onOpenEntry={onOpenEntry}
              onDone={onClose}
            />
          )}
        </Drawer.Body>
        {entry && (
          <Drawer.Footer>
            <RollbackSection key={entry.id} entry={entry} onDone={onClose} />
          </Drawer.Footer>
        )}
      </Drawer.Content>
    </Drawer>
  )
}
