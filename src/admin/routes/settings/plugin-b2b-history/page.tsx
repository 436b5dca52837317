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
      {/* Focusable, so that a keyboard reaches and scrolls the page: it holds nothing else to focus (axe scrollable-region-focusable). */}
      {settings.data && (
        <div
          tabIndex={0}
          role="region"
          aria-label={t("settings.options.title")}
          className="focus-visible:shadow-borders-focus rounded-b-lg outline-none"
        >
          <PluginOptionsList options={settings.data.options} />
        </div>
      )}
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
