import { notify } from "../../lib/notify"
import {
  useDeleteIntegration,
  useNewSecret,
} from "../../hooks/api/plugin-access"
import { useConfirmedMutation } from "../../hooks/use-confirmed-mutation"
import { RowButtons } from "../common/row-buttons"
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
  const newSecret = useNewSecret()
  const remove = useDeleteIntegration()
  const confirmSecret = useConfirmedMutation(newSecret)
  const confirmDelete = useConfirmedMutation(remove)
  const name = `“${integration.label}”`

  const issue = () =>
    confirmSecret(
      integration.id,
      {
        title: "Issue a new secret?",
        description: `The current secret of ${name} and the tokens issued with it stop working at once. Clients must switch to the new secret.`,
        confirmText: "New secret",
      },
      {
        done: ({ access_key, secret }) =>
          onSecret({ access_key, secret, label: integration.label }),
        failed: "No new secret could be issued.",
      }
    )

  const destroy = () =>
    confirmDelete(
      integration.id,
      {
        title: "Delete integration?",
        description: `${name} is deleted and its tokens stop working. This cannot be undone.`,
      },
      {
        done: () => notify.success(`Integration ${name} deleted.`),
        failed: "The integration could not be deleted.",
      }
    )

  return (
    <RowButtons
      buttons={[
        { label: "Edit", onClick: () => onEdit(integration) },
        {
          label: "New secret",
          onClick: issue,
          isLoading: newSecret.isPending,
        },
        { label: "Delete", onClick: destroy, isLoading: remove.isPending },
      ]}
    />
  )
}
