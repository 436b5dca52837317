import { Text } from "@medusajs/ui"

/** The server's answer to a rejected form, in words, next to the form. */
export const FormError = ({ message }: { message?: string | null }) =>
  message ? (
    <div
      role="alert"
      className="rounded-md border border-ui-border-error bg-ui-bg-subtle px-3 py-2"
    >
      <Text size="small" className="text-ui-fg-error">
        {message}
      </Text>
    </div>
  ) : null
