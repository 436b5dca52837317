import { Drawer } from "@medusajs/ui"
import { ErrorState } from "../common/error-state"
import { PageSkeleton } from "../common/page-skeleton"
import { useChangeSet } from "../../hooks/api/product-history-change-sets"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { ChangeCell } from "./change-cell"
import { ChangeSetRollback } from "./change-set-rollback"
import { ChangedByDetails, DetailItem } from "./detail-item"
import { DrawerHeader } from "./drawer-header"
import { EntryLinkButton } from "./entry-links"
import { useHistoryLabels } from "./field-labels"
import { entryOrder, OrderLink } from "./order-link"
import { RolledBackBadge } from "./rolled-back-badge"

type Props = {
  changeSetId: string
  /** Opens one of the save's entries in the same drawer. */
  onOpen: (target: string) => void
  onClose: () => void
}

const cell = "py-2 pr-4 align-top"

/** The drawer's view of one save: when, by whom, every field it changed (each opening its entry) and "Roll back this save". */
export const SaveDrawerBody = ({ changeSetId, onOpen, onClose }: Props) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const { format } = useShopTime()
  const { data: set, isLoading, error, refetch } = useChangeSet(changeSetId)

  return (
    <>
      <DrawerHeader
        title={
          set
            ? t("history.save.title", { time: format(set.changed_at) })
            : t("history.save.titleLoading")
        }
        description={t("history.save.description")}
      />
      <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
        {isLoading && <PageSkeleton rows={6} />}
        {error && !set && (
          <ErrorState
            what={t("history.save.what")}
            error={error}
            onRetry={() => void refetch()}
          />
        )}
        {set && (
          <>
            <dl className="flex flex-col gap-y-3">
              <ChangedByDetails by={set.changed_by} source={set.source} />
              {set.entries[0] && entryOrder(set.entries[0]) && (
                <DetailItem label={t("history.entry.order")}>
                  <OrderLink entry={set.entries[0]} />
                </DetailItem>
              )}
            </dl>
            <table
              aria-label={t("history.save.entries")}
              className="txt-compact-small text-ui-fg-base w-full"
            >
              <thead className="txt-compact-small-plus text-ui-fg-subtle text-left">
                <tr>
                  <th className={cell}>{t("history.columns.field")}</th>
                  <th className={cell}>{t("history.columns.product")}</th>
                  <th className={cell}>{t("history.columns.change")}</th>
                </tr>
              </thead>
              <tbody>
                {set.entries.map((entry) => (
                  <tr key={entry.id} className="border-ui-border-base border-t">
                    <td className={cell}>
                      <div className="flex flex-wrap items-center gap-x-2">
                        <EntryLinkButton
                          onClick={() => onOpen(entry.id)}
                          label={t("history.save.detailsOf", {
                            field: labels.field(entry),
                          })}
                        >
                          {labels.field(entry)}
                        </EntryLinkButton>
                        <RolledBackBadge entries={[entry]} />
                      </div>
                    </td>
                    <td className={cell}>
                      {entry.product_number ||
                        entry.product_name ||
                        entry.product_id}
                    </td>
                    <td className={cell}>
                      <ChangeCell entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Drawer.Body>
      {set && (
        <Drawer.Footer>
          <ChangeSetRollback
            changeSetId={set.change_set_id}
            known={set.entries}
            onDone={onClose}
          />
        </Drawer.Footer>
      )}
    </>
  )
}
