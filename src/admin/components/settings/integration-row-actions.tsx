import { Button, usePrompt } from "@medusajs/ui"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import {
  useDeleteIntegration,
  useNewSecret,
} from "../../hooks/api/plugin-access"
import type { Integration, IssuedSecret } from "./types"

type Props = {
  integration: Integration
  onEdit: (integration: Integration) => void
  onSecret: (issued: IssuedSecret & { label: string }) => void
}

/** Edit, "New secret" and "Delete" buttons of one integration, each risky one confirmed first. */
export const IntegrationRowActions = ({
  integration,
  onEdit,
  onSecret,
}: Props) => {
  const prompt = usePrompt()
  const newSecret = useNewSecret()
  const remove = useDeleteIntegration()
  const name = `“${integration.label}”`

  const issue = async () => {
    const confirmed = await prompt({
      title: "Issue a new secret?",
      description: `The current secret of ${name} and the tokens issued with it stop working at once. Clients must switch to the new secret.`,
      confirmText: "New secret",
      cancelText: "Cancel",
    })
    if (!confirmed) return
    newSecret.mutate(integration.id, {
      onSuccess: ({ access_key, secret }) =>
        onSecret({ access_key, secret, label: integration.label }),
      onError: (e) =>
        notify.error(errorMessage(e, "No new secret could be issued.")),
    })
  }

  const destroy = async () => {
    const confirmed = await prompt({
      title: "Delete integration?",
      description: `${name} is deleted and its tokens stop working. This cannot be undone.`,
      confirmText: "Delete",
      cancelText: "Cancel",
    })
    if (!confirmed) return
    remove.mutate(integration.id, {
      onSuccess: () => notify.success(`Integration ${name} deleted.`),
      onError: (e) =>
        notify.error(errorMessage(e, "The integration could not be deleted.")),
    })
  }

  return (
    <div className="flex justify-end gap-x-2 whitespace-nowrap">
      <Button
        size="small"
        variant="secondary"
        onClick={() => onEdit(integration)}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="secondary"
        onClick={issue}
        isLoading={newSecret.isPending}
      >
        New secret
      </Button>
      <Button
        size="small"
        variant="secondary"
        onClick={destroy}
        isLoading={remove.isPending}
      >
        Delete
      </Button>
    </div>
  )
}
