import { Prompt } from "@medusajs/ui"
import type { ReactNode } from "react"
import { ROLLBACK_COMMENT_MAX_LENGTH } from "../../../types/product-history"
import { usePluginTranslation } from "../../lib/i18n"
import { ReasonField } from "../common/reason-field"
import type { RollbackFlow } from "./use-rollback-flow"

type Props = {
  flow: RollbackFlow
  title: string
  description: string
  /** What the rollback writes back, e.g. the fields of a save. */
  children?: ReactNode
}

/**
 * The confirmation of a rollback, with the optional reason that goes into
 * the new entries' comment. Closing it (Cancel, Esc, or the rollback
 * starting) gives the focus back to the button that opened it.
 */
export const RollbackPrompt = ({
  flow,
  title,
  description,
  children,
}: Props) => {
  const { t } = usePluginTranslation()
  return (
    <Prompt
      open={flow.confirming}
      onOpenChange={flow.setConfirming}
      variant="confirmation"
    >
      <Prompt.Content
        className="max-w-[520px]"
        data-plugin-root
        onCloseAutoFocus={(event) => {
          // Back to the button that opened it; while the rollback runs it is disabled, and
          // RollbackControls gives it the focus once the rollback is over.
          event.preventDefault()
          const button = flow.trigger.current
          if (button?.isConnected && !button.disabled) button.focus()
        }}
      >
        <Prompt.Header>
          <Prompt.Title className="break-words">{title}</Prompt.Title>
          <Prompt.Description>{description}</Prompt.Description>
        </Prompt.Header>
        <div className="flex flex-col gap-y-4 px-6 pt-4">
          {children}
          <ReasonField
            label={t("history.rollback.reason")}
            value={flow.comment}
            onChange={flow.setComment}
            maxLength={ROLLBACK_COMMENT_MAX_LENGTH}
            placeholder={t("history.rollback.reasonPlaceholder")}
            hint={t("history.rollback.reasonHint")}
          />
        </div>
        <Prompt.Footer>
          <Prompt.Cancel>{t("common.actions.cancel")}</Prompt.Cancel>
          <Prompt.Action onClick={() => flow.run(false)}>
            {t("history.rollback.confirm")}
          </Prompt.Action>
        </Prompt.Footer>
      </Prompt.Content>
    </Prompt>
  )
}
