import { defineRouteConfig } from "@medusajs/admin-sdk"
import { settingsHandle } from "../../../components/settings/settings-crumb"
import { ErrorState } from "../../../components/common/error-state"
import { PageSkeleton } from "../../../components/common/page-skeleton"
import { Section } from "../../../components/common/section"
import { PluginOptionsList } from "../../../components/settings/plugin-options-list"
import { usePluginSettings } from "../../../hooks/api/plugin-settings"
import { usePluginTranslation } from "../../../lib/i18n"

/** Settings page showing the plugin's effective options, in words with their units. */
const PluginSettingsPage = () => {
  const { t } = usePluginTranslation()
  const settings = usePluginSettings()

  return (
    <Section
      title={t("settings.options.title")}
      level="h2"
      description={t("settings.options.description")}
    >
      {settings.isLoading && <PageSkeleton rows={8} />}
      {settings.error && (
        <ErrorState
          what={t("settings.options.loadWhat")}
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      )}
      {settings.data && <PluginOptionsList options={settings.data.options} />}
    </Section>
  )
}

// The admin's build reads the config as written: translationNs must be a literal (PLUGIN_NS).
export const config = defineRouteConfig({
  label: "settings.nav.options",
  translationNs: "b2bHistory",
  rank: 4,
})

export const handle = settingsHandle("settings.nav.options")

export default PluginSettingsPage
