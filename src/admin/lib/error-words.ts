import { errorMessage, missingPolicies } from "./errors"
import { usePluginTranslation } from "./i18n"

/**
 * `errorMessage` in the admin's language where the server's words are a
 * code: Medusa's RBAC refusal ("Insufficient permissions. Required policies:
 * …") becomes what it means for the user, that their roles lack these
 * permissions and where an administrator gives them (Settings → Roles).
 */
export function useErrorWords() {
  const { t } = usePluginTranslation()
  return (error: unknown, fallback?: string) => {
    const message = errorMessage(error, fallback)
    const policies = missingPolicies(message)
    return policies
      ? t("common.errors.missingPermissions", { policies })
      : message
  }
}
