import { useMissingPermissions } from "../../hooks/api/medusa-permissions"
import { usePluginTranslation } from "../../lib/i18n"

/** What the rollback routes require (src/api/admin/product-history/middlewares.ts): Medusa's router refuses a rollback without both. */
const ROLLBACK_POLICIES = [
  "plugin_product_history:update",
  "product:update",
] as const

/**
 * Why the user may not roll back under Medusa's RBAC (their roles lack a
 * policy the rollback routes require), in words; undefined when they may, or
 * when the shop does not run Medusa's RBAC.
 */
export function useRollbackPermissionRefusal(): string | undefined {
  const { t } = usePluginTranslation()
  const missing = useMissingPermissions(ROLLBACK_POLICIES)
  return missing.length
    ? t("history.rollback.permissions", { policies: missing.join(", ") })
    : undefined
}
