import { ArrowUturnLeft } from "@medusajs/icons"
import { Alert, Button, Text } from "@medusajs/ui"
import { useEffect, useId, type ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import type { RollbackFlow } from "./use-rollback-flow"

type Props = {
  flow: RollbackFlow
  /** The button that opens the confirmation: "Roll back", "Roll back this save". */
  label: string
  /** The confirmation (a `RollbackPrompt`). */
  prompt: ReactNode
  /** Why the server always refuses this rollback, in words: the button is disabled and this is shown. */
  refusal?: string
  disabled?: boolean
}

/**
 * A rollback's button and outcome: the button opens the confirmation; after a
 * conflict the server's words and "Roll back anyway" (forced, same reason);
 * after another refusal its reason. A rollback the server always refuses is
 * not offered: the button is disabled with the reason beside it.
 */
export const RollbackControls = ({
  flow,
  label,
  prompt,
  refusal,
  disabled,
}: Props) => {
  const { t } = usePluginTranslation()
  const reasonId = useId()
  const button = flow.trigger
  // The button is disabled while the rollback runs, which drops the focus to the page's body;
  // when it is back (a conflict: "Roll back anyway"; a refusal), so is the focus.
  useEffect(() => {
    const lost =
      !document.activeElement || document.activeElement === document.body
    if (!flow.isPending && lost && button.current?.isConnected)
      button.current.focus()
  }, [flow.isPending])
  return (
    <div className="flex w-full flex-col gap-y-3">
      {flow.conflict && (
        <Alert variant="warning" role="alert">
          {flow.conflict}
        </Alert>
      )}
      {flow.failure && (
        <Alert variant="error" role="alert">
          {flow.failure}
        </Alert>
      )}
      <div className="flex items-center justify-end gap-x-3">
        {refusal && (
          <Text
            size="small"
            id={reasonId}
            className="text-ui-fg-subtle flex-1"
            data-testid="rollback-refusal"
          >
            {refusal}
          </Text>
        )}
        {flow.conflict && (
          <Button
            variant="secondary"
            size="small"
            className="shrink-0"
            disabled={flow.isPending}
            onClick={() => {
              flow.dismissConflict()
              button.current?.focus()
            }}
          >
            {t("history.rollback.keepCurrent")}
          </Button>
        )}
        {/* One button for both steps: the focus stays on it when a conflict turns it into "Roll back anyway". */}
        <Button
          ref={button}
          variant={flow.conflict ? "danger" : "secondary"}
          size="small"
          className="shrink-0"
          isLoading={flow.isPending}
          disabled={!!refusal || disabled}
          aria-describedby={refusal ? reasonId : undefined}
          onClick={() =>
            flow.conflict ? flow.run(true) : flow.setConfirming(true)
          }
        >
          {!flow.conflict && <ArrowUturnLeft />}
          {flow.conflict ? t("history.rollback.anyway") : label}
        </Button>
      </div>
      {prompt}
    </div>
  )
}
