import { ArrowUturnLeft } from "@medusajs/icons"
import { Alert, Button } from "@medusajs/ui"
import type { ReactNode } from "react"
import type { RollbackFlow } from "./use-rollback-flow"

type Props = {
  flow: RollbackFlow
  /** The button that opens the confirmation: "Roll back", "Roll back this save". */
  label: string
  /** The confirmation (a `RollbackPrompt`). */
  prompt: ReactNode
  disabled?: boolean
}

/**
 * A rollback's button and outcome: the button opens the confirmation; after a
 * conflict the server's words and "Roll back anyway" (forced, same reason);
 * after another refusal its reason.
 */
export const RollbackControls = ({ flow, label, prompt, disabled }: Props) => (
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
    <div className="flex justify-end gap-x-2">
      {flow.conflict ? (
        <Button
          variant="danger"
          size="small"
          isLoading={flow.isPending}
          onClick={() => flow.run(true)}
        >
          Roll back anyway
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="small"
          isLoading={flow.isPending}
          disabled={disabled}
          onClick={() => flow.setConfirming(true)}
        >
          <ArrowUturnLeft />
          {label}
        </Button>
      )}
    </div>
    {prompt}
  </div>
)
