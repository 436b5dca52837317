import { ExclamationCircle } from "@medusajs/icons"
import { Button, Text } from "@medusajs/ui"
import { useErrorWords } from "../../lib/error-words"
import { usePluginTranslation } from "../../lib/i18n"

/** A failed load in words, with Retry: what could not be loaded, why, and a way to try again. */
export const ErrorState = ({
  what,
  error,
  onRetry,
}: {
  /** What failed to load, e.g. "The order files". */
  what: string
  error: unknown
  onRetry: () => void
}) => {
  const { t } = usePluginTranslation()
  const errorWords = useErrorWords()
  // Medusa answers an unexpected failure with the English "An unknown error occurred.": say it in the admin's language.
  const message = errorWords(error, "")
  const why =
    !message || /^An unknown error occurred\.?$/i.test(message)
      ? t("common.errors.server")
      : message
  return (
    <div
      className="flex flex-col items-center gap-y-3 px-6 py-10 text-center"
      role="alert"
    >
      <ExclamationCircle className="text-ui-fg-error" aria-hidden />
      <Text size="small" weight="plus">
        {t("common.errors.loadFailed", { what })}
      </Text>
      <Text size="small" className="text-ui-fg-subtle">
        {why}
      </Text>
      <Button size="small" variant="secondary" onClick={onRetry}>
        {t("common.actions.retry")}
      </Button>
    </div>
  )
}
