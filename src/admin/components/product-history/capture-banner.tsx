import { Alert, Text } from "@medusajs/ui"
import { useCaptureStatus } from "../../hooks/api/product-history"
import { usePluginTranslation } from "../../lib/i18n"

/** Says, above the history, when the shop does not record product changes, and why in words; nothing while it does. */
export const CaptureBanner = () => {
  const { t } = usePluginTranslation()
  const { data } = useCaptureStatus()
  const capture = data?.capture
  if (!capture || capture.state === "on") return null
  return (
    <div className="px-6 py-4">
      <Alert variant="warning" data-testid="capture-banner">
        <Text weight="plus" size="small">
          {t("history.capture.title")}
        </Text>
        <Text size="small">{t(`history.capture.${capture.state}`)}</Text>
        {capture.problem && (
          <Text size="small" className="text-ui-fg-subtle">
            {t("history.capture.details", { problem: capture.problem })}
          </Text>
        )}
      </Alert>
    </div>
  )
}
