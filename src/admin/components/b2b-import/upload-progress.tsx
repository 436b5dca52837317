import { Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"

/** How much of the file has reached the server, as a bar and a percentage. */
export const UploadProgress = ({ fraction }: { fraction: number }) => {
  const { t } = usePluginTranslation()
  const percent = Math.round(fraction * 100)
  return (
    <div className="flex flex-col gap-y-2">
      <div className="flex justify-between">
        <Text size="small" weight="plus" id="b2b-upload-progress-label">
          {percent < 100
            ? t("import.upload.uploading")
            : t("import.upload.checking")}
        </Text>
        <Text size="small" className="text-ui-fg-subtle">
          {percent}%
        </Text>
      </div>
      <div
        role="progressbar"
        aria-labelledby="b2b-upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-ui-bg-component h-2 w-full overflow-hidden rounded-full"
      >
        <div
          className="bg-ui-fg-interactive h-full rounded-full transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
