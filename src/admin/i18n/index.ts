import deCommon from "./de/common.json"
import deHistory from "./de/history.json"
import deImport from "./de/import.json"
import deSettings from "./de/settings.json"
import deWebhooks from "./de/webhooks.json"
import enCommon from "./en/common.json"
import enHistory from "./en/history.json"
import enImport from "./en/import.json"
import enSettings from "./en/settings.json"
import enWebhooks from "./en/webhooks.json"
import {
  type AdminLanguage,
  declaredFieldWords,
  profileSchema,
} from "../../types/b2b-import"

/**
 * An area's words with a profile's field labels and hints, which the one
 * schema of a profile declares with its fields (src/modules/b2b-import/profile-schema.ts):
 * `import.profile.fields.<field>` and `import.profile.fieldHints.<field>`.
 */
function withProfileWords<T extends { profile: object }>(
  words: T,
  language: AdminLanguage
) {
  const { labels, hints } = declaredFieldWords(profileSchema.shape, language)
  return {
    ...words,
    profile: { ...words.profile, fields: labels, fieldHints: hints },
  }
}

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
      import: withProfileWords(enImport, "en"),
      // The Webhooks settings page has its own file: `settings.webhooks.*`.
      settings: { ...enSettings, webhooks: enWebhooks },
    },
  },
  de: {
    b2bHistory: {
      common: deCommon,
      history: deHistory,
      import: withProfileWords(deImport, "de"),
      settings: { ...deSettings, webhooks: deWebhooks },
    },
  },
}
