import { Label, Switch } from "@medusajs/ui"
import { useId } from "react"
import type { ListUrlState } from "../../hooks/use-list-url-state"
import { usePluginTranslation } from "../../lib/i18n"
import { STOCK_MOVEMENTS_PARAM } from "./history-list-state"

/**
 * "Show stock movements": the lists show catalogue changes unless it is on.
 * Kept in the URL; each switch is a step of the browser's history, so Back
 * switches it back.
 */
export const StockMovementsToggle = ({ state }: { state: ListUrlState }) => {
  const { t } = usePluginTranslation()
  const id = useId()
  const on = state.param(STOCK_MOVEMENTS_PARAM) === "1"
  return (
    <div className="flex items-center gap-x-2">
      <Switch
        id={id}
        checked={on}
        onCheckedChange={(checked) =>
          state.setParam(STOCK_MOVEMENTS_PARAM, checked ? "1" : null, {
            push: true,
          })
        }
      />
      <Label htmlFor={id} size="small">
        {t("history.stock.toggle")}
      </Label>
    </div>
  )
}
