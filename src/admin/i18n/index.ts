import deCommon from "./de/common.json"
import deHistory from "./de/history.json"
import deImport from "./de/import.json"
import deSettings from "./de/settings.json"
import enCommon from "./en/common.json"
import enHistory from "./en/history.json"
import enImport from "./en/import.json"
import enSettings from "./en/settings.json"

/**
 * The plugin's strings for Medusa admin's i18n (react-i18next), one file per
 * area so that each screen's words sit together. They live in the plugin's
 * own namespace (PLUGIN_NS in lib/i18n.ts): no key can shadow the
 * dashboard's, and a missing key falls back to the dashboard's
 * "translation" namespace, then to English.
 */
export default {
  en: {
    b2bHistory: {
      common: enCommon,
      history: enHistory,
      import: enImport,
      settings: enSettings,
    },
  },
  de: {
    b2bHistory: {
      common: deCommon,
      history: deHistory,
      import: deImport,
      settings: deSettings,
    },
  },
}
