import { usePrompt } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { returnFocus } from "./return-focus"

type Ask = {
  title: string
  description: string
  confirmText: string
  /** Danger (red button) for what cannot be undone; confirmation otherwise. */
  variant?: "danger" | "confirmation"
}

/**
 * The dashboard's confirm dialog in the admin's language, with focus put
 * back on what asked (`from`, e.g. a row's menu button) once it is gone:
 * resolves true when confirmed.
 */
export function useConfirm() {
  const prompt = usePrompt()
  const { t } = usePluginTranslation()
  return async (
    ask: Ask,
    from: () => HTMLElement | null | undefined
  ): Promise<boolean> => {
    const confirmed = await prompt({
      cancelText: t("common.actions.cancel"),
      variant: "danger",
      ...ask,
    })
    returnFocus(from)
    return confirmed
  }
}
