import { Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"

type Props = { label: string; value: unknown; display: string }

/** A value in full: objects and arrays as indented JSON, anything else as its display text. */
export const ValueBlock = ({ label, value, display }: Props) => {
  const { t } = usePluginTranslation()
  const structured = value !== null && typeof value === "object"
  return (
    <div className="flex flex-col gap-y-1">
      <Text size="small" weight="plus">
        {label}
      </Text>
      {structured ? (
        // A long value scrolls: focusable and named, so that a keyboard can scroll it too.
        <pre
          tabIndex={0}
          aria-label={label}
          className="bg-ui-bg-subtle txt-compact-small focus-visible:shadow-borders-focus max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md p-3 font-mono outline-none"
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      ) : (
        <Text size="small" className="whitespace-pre-wrap break-words">
          {display || (
            <span className="text-ui-fg-muted">
              {t("history.rollback.emptyValue")}
            </span>
          )}
        </Text>
      )}
    </div>
  )
}
