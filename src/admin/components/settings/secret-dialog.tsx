import { Alert, Button, Checkbox, Label, Prompt, Text } from "@medusajs/ui"
import { useId, useState } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { CopyField } from "./copy-field"
import { focusOnClose } from "./return-focus"
import type { IssuedSecret } from "./types"

/** A secret as the server issued it, once, with what it belongs to (a webhook's has no access key). */
export type ShownSecret = Omit<IssuedSecret, "access_key"> & {
  access_key?: string
  label: string
  /** A new integration or webhook, or a new secret of an existing one. */
  kind: "created" | "renewed"
}

/** The access key's field: the dialog's first credential, which takes the focus. */
const ACCESS_KEY_ID = "integration-access-key"

/** Whose secret: the words of `settings.secret` (an integration's) or `settings.webhooks.secret`. */
const WORDS = {
  integration: "settings.secret",
  webhook: "settings.webhooks.secret",
}

type Props = {
  issued?: ShownSecret
  onDone: () => void
  /** Where focus goes once the dialog is gone (the create button, the row's menu). */
  returnFocusTo: () => HTMLElement | null | undefined
  /** An integration's credentials (default) or a webhook's signing secret. */
  of?: keyof typeof WORDS
}

/**
 * Shows a newly issued secret once. Neither Esc nor a click beside it (an
 * alert dialog ignores those) closes the dialog, and it has no close button: only "Done", enabled once the admin
 * ticked that they stored the secret. Closing forgets the secret.
 */
export const SecretDialog = ({
  issued,
  onDone,
  returnFocusTo,
  of = "integration",
}: Props) => {
  const words = WORDS[of]
  const secretId = `${of}-secret`
  const { t } = usePluginTranslation()
  const [stored, setStored] = useState(false)
  const checkboxId = useId()
  useNoToastsWhileOpen(!!issued)

  const done = () => {
    setStored(false)
    onDone()
  }

  return (
    <Prompt open={!!issued} variant="confirmation">
      <Prompt.Content
        data-plugin-root
        className="max-w-[560px]"
        onEscapeKeyDown={(e) => e.preventDefault()}
        onOpenAutoFocus={(e) => {
          // The first credential takes the focus, ready to copy (an integration's access key, a webhook's secret):
          // left to the dialog, the focus stayed on the page's body.
          const first =
            document.getElementById(ACCESS_KEY_ID) ??
            document.getElementById(secretId)
          if (!first) return
          e.preventDefault()
          first.focus()
        }}
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        {issued && (
          <>
            <Prompt.Header>
              <Prompt.Title>
                {issued.kind === "created"
                  ? t(`${words}.createdTitle`)
                  : t(`${words}.renewedTitle`)}
              </Prompt.Title>
              <Prompt.Description>
                {t(`${words}.description`, { label: issued.label })}
              </Prompt.Description>
            </Prompt.Header>
            <div className="flex flex-col gap-y-4 px-6 pt-4">
              <Alert variant="warning">{t("settings.secret.warning")}</Alert>
              {issued.access_key !== undefined && (
                <CopyField
                  id={ACCESS_KEY_ID}
                  label={t("settings.secret.accessKey")}
                  copyLabel={t("settings.secret.copyAccessKey")}
                  value={issued.access_key}
                />
              )}
              <CopyField
                id={secretId}
                label={t("settings.secret.secret")}
                copyLabel={t("settings.secret.copySecret")}
                value={issued.secret}
              />
              <div className="flex items-start gap-x-2">
                <Checkbox
                  id={checkboxId}
                  checked={stored}
                  onCheckedChange={(checked) => setStored(checked === true)}
                />
                <Label htmlFor={checkboxId} size="small">
                  {t("settings.secret.stored")}
                </Label>
              </div>
            </div>
            <Prompt.Footer className="justify-between">
              <Text size="small" className="text-ui-fg-subtle">
                {stored ? "" : t("settings.secret.doneHint")}
              </Text>
              <Button size="small" disabled={!stored} onClick={done}>
                {t("settings.secret.done")}
              </Button>
            </Prompt.Footer>
          </>
        )}
      </Prompt.Content>
    </Prompt>
  )
}
