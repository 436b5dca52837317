import { Badge, Copy, Table, Text } from "@medusajs/ui"
import { formatDateTime } from "../../lib/format"
import { IntegrationRowActions } from "./integration-row-actions"
import type { Integration, IssuedSecret } from "./types"
import { PlainTable } from "../common/plain-table"

type Props = {
  integrations: Integration[]
  onEdit: (integration: Integration) => void
  onSecret: (issued: IssuedSecret & { label: string }) => void
}

/** The integrations: label, access key, admin flag, roles, last use, creation, actions. */
export const IntegrationsTable = ({
  integrations,
  onEdit,
  onSecret,
}: Props) => (
  <PlainTable
    headers={[
      "Label",
      "Access key",
      "Administrator",
      "Roles",
      "Last used",
      "Created",
    ]}
  >
    {integrations.map((integration) => (
      <Table.Row key={integration.id}>
        <Table.Cell
          className="max-w-[200px] truncate"
          title={integration.label}
        >
          {integration.label}
        </Table.Cell>
        <Table.Cell>
          <div className="flex items-center gap-x-1">
            <code className="txt-compact-xsmall font-mono">
              {integration.access_key}
            </code>
            <Copy
              content={integration.access_key}
              variant="mini"
              aria-label={`Copy access key of ${integration.label}`}
            />
          </div>
        </Table.Cell>
        <Table.Cell>
          {integration.admin ? (
            <Badge size="2xsmall" color="orange">
              Administrator
            </Badge>
          ) : (
            <Text size="small">No</Text>
          )}
        </Table.Cell>
        <Table.Cell>
          <div className="flex flex-wrap gap-1">
            {(integration.roles ?? []).length === 0 && (
              <Text size="small" className="text-ui-fg-muted">
                None
              </Text>
            )}
            {(integration.roles ?? []).map((role) => (
              <Badge key={role.id} size="2xsmall" className="whitespace-nowrap">
                {role.name}
              </Badge>
            ))}
          </div>
        </Table.Cell>
        <Table.Cell className="min-w-[120px]">
          {integration.last_used_at ? (
            formatDateTime(integration.last_used_at)
          ) : (
            <Text size="small" className="text-ui-fg-muted">
              Never
            </Text>
          )}
        </Table.Cell>
        <Table.Cell className="min-w-[120px]">
          {formatDateTime(integration.created_at)}
        </Table.Cell>
        <Table.Cell>
          <IntegrationRowActions
            integration={integration}
            onEdit={onEdit}
            onSecret={onSecret}
          />
        </Table.Cell>
      </Table.Row>
    ))}
  </PlainTable>
)
