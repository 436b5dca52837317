import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Table, Text } from "@medusajs/ui"
import { usePluginSettings } from "../../../hooks/api/plugin-settings"
import { errorMessage } from "../../../lib/errors"
import { Section } from "../../../components/common/section"

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
  const { data: settings, isLoading, error } = usePluginSettings()

  return (
    <Section
      title={<>B2B import &amp; product history</>}
      level="h2"
      description={
        <>
          Options of {settings?.plugin ?? "the plugin"}, as set in
          medusa-config.
        </>
      }
    >
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
    </Section>
  )
}

export const config = defineRouteConfig({ label: "B2B import & history" })

export default PluginSettingsPage
