import { useTranslation } from "react-i18next"

/** The i18n namespace of the plugin's strings (src/admin/i18n). */
export const PLUGIN_NS = "b2bHistory"

/**
 * The plugin's `t` and the i18n instance: `t("history.title")`,
 * `t("common.actions.retry")`. Keys are read from src/admin/i18n/<lang>/<area>.json.
 */
export const usePluginTranslation = () => useTranslation(PLUGIN_NS)
