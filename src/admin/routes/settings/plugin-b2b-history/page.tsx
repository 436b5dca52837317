import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { errorMessage } from "../../../lib/errors"
import { sdk } from "../../../lib/sdk"

type Settings = { plugin: string; options: Record<string, unknown> }

const LABELS: Record<string, string> = {
  tokenLifetimeSeconds: "API access token lifetime (seconds)",
  refreshTokenLifetimeSeconds: "API refresh token lifetime (seconds)",
  uploadMaxBytes: "Largest order file (bytes)",
  maxOrderLines: "Most order lines per file",
  historyCapture: "Record product changes in the history",
  shopTimeZone: "Shop time zone (history date filters)",
  historyRetentionDays: "History retention (days)",
  "pendingJob.enabled": "Process pending files automatically",
  "pendingJob.schedule": "Schedule of the pending-files job (cron)",
  "pendingJob.batchSize": "Files per job run",
}

function flatten(
  options: Record<string, unknown>,
  prefix = ""
): [string, unknown][] {
  return Object.entries(options).flatMap(([key, value]) =>
    value && typeof value === "object"
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]]
  )
}

/** Settings page showing the plugin's effective options. */
const PluginSettingsPage = () => {
  const {
    data: settings,
    isLoading,
    error,
  } = useQuery({
    queryKey: ["plugin-settings"],
    queryFn: () => sdk.client.fetch<Settings>("/admin/plugin-settings"),
  })

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">B2B import &amp; product history</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Options of {settings?.plugin ?? "the plugin"}, as set in
          medusa-config.
        </Text>
      </div>
      {isLoading && (
        <Text
          size="small"
          className="px-6 py-4 text-ui-fg-subtle"
          role="status"
        >
          Loading the options…
        </Text>
      )}
      {error && (
        <Text size="small" className="px-6 py-4 text-ui-fg-error" role="alert">
          The plugin settings could not be loaded: {errorMessage(error)}
        </Text>
      )}
      {settings && (
        <Table>
          <Table.Body>
            {flatten(settings.options).map(([key, value]) => (
              <Table.Row key={key}>
                <Table.Cell>{LABELS[key] ?? key}</Table.Cell>
                <Table.Cell>{String(value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: "B2B import & history" })

export default PluginSettingsPage
