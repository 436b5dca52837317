import { Label, Prompt, Text, Textarea } from "@medusajs/ui"
import { useId, type ReactNode } from "react"
import { ROLLBACK_COMMENT_MAX_LENGTH } from "../../../modules/product-history/types"
import type { RollbackFlow } from "./use-rollback-flow"

type Props = {
  flow: RollbackFlow
  title: string
  description: string
  /** What the rollback writes back, e.g. the fields of a save. */
  children?: ReactNode
}

/** The confirmation of a rollback, with the optional reason that goes into the new entries' comment. */
export const RollbackPrompt = ({
  flow,
  title,
  description,
  children,
}: Props) => {
  const reasonId = useId()
  return (
    <Prompt
      open={flow.confirming}
      onOpenChange={flow.setConfirming}
      variant="confirmation"
    >
      <Prompt.Content className="max-w-[520px]">
        <Prompt.Header>
          <Prompt.Title className="break-words">{title}</Prompt.Title>
          <Prompt.Description>{description}</Prompt.Description>
        </Prompt.Header>
        <div className="flex flex-col gap-y-4 px-6 pt-4">
          {children}
          <div className="flex flex-col gap-y-1">
            <Label htmlFor={reasonId} size="xsmall" weight="plus">
              Reason (optional)
            </Label>
            <Textarea
              id={reasonId}
              value={flow.comment}
              maxLength={ROLLBACK_COMMENT_MAX_LENGTH}
              placeholder="Why it is rolled back, e.g. wrong price from the ERP"
              onChange={(e) => flow.setComment(e.target.value)}
            />
            <Text size="xsmall" className="text-ui-fg-subtle">
              Stored in the comment of the new history entries.
            </Text>
          </div>
        </div>
        <Prompt.Footer>
          <Prompt.Cancel>Cancel</Prompt.Cancel>
          <Prompt.Action onClick={() => flow.run(false)}>
            Roll back
          </Prompt.Action>
        </Prompt.Footer>
      </Prompt.Content>
    </Prompt>
  )
}
