import { Text } from "@medusajs/ui"
import { errorMessage } from "../../lib/errors"
import { BackLink } from "./back-link"

type Props = {
  /** What the page shows, e.g. "record". */
  what: string
  backTo: string
  backLabel: string
  loading: boolean
  error: unknown
}

/** A detail page while its row loads, or why it cannot be shown (with the way back). */
export const DetailFallback = ({
  what,
  backTo,
  backLabel,
  loading,
  error,
}: Props) =>
  loading ? (
    <Text className="text-ui-fg-subtle" role="status">
      Loading the {what}…
    </Text>
  ) : (
    <div className="flex flex-col gap-y-3">
      <BackLink to={backTo} label={backLabel} />
      <Text className="text-ui-fg-error" role="alert">
        The {what} could not be loaded:{" "}
        {errorMessage(error, "it does not exist.")}
      </Text>
    </div>
  )
