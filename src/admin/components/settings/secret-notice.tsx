import { Alert, Copy, Text } from "@medusajs/ui"
import type { IssuedSecret } from "./types"

type Props = IssuedSecret & { label?: string }

function Credential({
  id,
  name,
  value,
}: {
  id: string
  name: string
  value: string
}) {
  return (
    <div className="flex flex-col gap-y-1">
      <Text id={`${id}-name`} size="small" weight="plus">
        {name}
      </Text>
      <div className="flex items-center gap-x-2 rounded-md border bg-ui-bg-subtle px-3 py-2">
        <code
          aria-labelledby={`${id}-name`}
          className="txt-compact-small flex-1 break-all font-mono"
          data-testid={id}
        >
          {value}
        </code>
        <Copy content={value} aria-label={`Copy ${name.toLowerCase()}`} />
      </div>
    </div>
  )
}

/** The access key and secret of an integration, shown once, with copy buttons and the warning. */
export const SecretNotice = ({ access_key, secret, label }: Props) => (
  <div className="flex flex-col gap-y-4">
    <Alert variant="warning">
      Store the secret now; it is not shown again.
    </Alert>
    {label && (
      <Text size="small" className="text-ui-fg-subtle">
        Credentials of the integration “{label}”. Use them with the
        client_credentials grant of POST /api/oauth/token.
      </Text>
    )}
    <Credential
      id="integration-access-key"
      name="Access key"
      value={access_key}
    />
    <Credential id="integration-secret" name="Secret" value={secret} />
  </div>
)
