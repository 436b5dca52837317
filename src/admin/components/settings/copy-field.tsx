import { CheckMini, SquareTwoStack } from "@medusajs/icons"
import { Button, Input, Label, Text } from "@medusajs/ui"
import { useRef, useState } from "react"
import { usePluginTranslation } from "../../lib/i18n"

/**
 * A credential in a read-only field with a Copy button: the button puts it
 * on the clipboard and says "Copied"; where the browser refuses the
 * clipboard, the field's text is selected for Ctrl+C and the field says so.
 */
export const CopyField = ({
  id,
  label,
  value,
  copyLabel,
}: {
  id: string
  label: string
  value: string
  copyLabel: string
}) => {
  const { t } = usePluginTranslation()
  const field = useRef<HTMLInputElement>(null)
  const [outcome, setOutcome] = useState<"copied" | "failed">()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setOutcome("copied")
    } catch {
      field.current?.focus()
      field.current?.select()
      setOutcome("failed")
    }
  }

  return (
    <div className="flex flex-col gap-y-2">
      <Label htmlFor={id} weight="plus">
        {label}
      </Label>
      <div className="flex items-center gap-x-2">
        <div className="min-w-0 flex-1">
          <Input
            ref={field}
            id={id}
            readOnly
            value={value}
            className="w-full font-mono"
            data-testid={id}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        <Button
          type="button"
          size="small"
          variant="secondary"
          aria-label={copyLabel}
          onClick={copy}
        >
          {outcome === "copied" ? <CheckMini /> : <SquareTwoStack />}
          {outcome === "copied"
            ? t("common.actions.copied")
            : t("common.actions.copy")}
        </Button>
      </div>
      <Text
        size="small"
        role="status"
        className={
          outcome === "failed" ? "text-ui-fg-error" : "text-ui-fg-subtle"
        }
      >
        {outcome === "copied" && t("settings.secret.copied", { what: label })}
        {outcome === "failed" && t("settings.secret.copyFailed")}
      </Text>
    </div>
  )
}
