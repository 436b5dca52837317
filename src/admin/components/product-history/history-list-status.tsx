import { Text } from "@medusajs/ui"
import { errorMessage } from "../../lib/errors"

/** Why a history list failed to load, in the server's words (undefined when it did not fail). */
export const listProblem = (error: unknown) =>
  error ? `The history could not be loaded: ${errorMessage(error)}` : undefined

type Props = {
  loading: boolean
  problem?: string
  /** Why there is nothing to show, e.g. "No changes match these filters". */
  none: string
}

/** A history list without rows: loading, its failure (an alert) or why it is empty. */
export const HistoryListStatus = ({ loading, problem, none }: Props) => {
  const failed = !!problem && !loading
  return (
    <div className="px-6 py-10 text-center" role={failed ? "alert" : "status"}>
      <Text className={failed ? "text-ui-fg-error" : "text-ui-fg-subtle"}>
        {loading ? "Loading history…" : (problem ?? none)}
      </Text>
    </div>
  )
}

/** A failed refresh above rows still shown from before. */
export const HistoryListProblem = ({
  loading,
  problem,
}: Omit<Props, "none">) =>
  problem && !loading ? (
    <Text size="small" role="alert" className="px-6 pt-4 text-ui-fg-error">
      {problem}
    </Text>
  ) : null
