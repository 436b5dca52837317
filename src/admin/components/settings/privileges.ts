import type { TFunction } from "i18next"
// The one privilege table of the plugin (the server validates against the same list).
import { PRIVILEGE_BUNDLES, expandPrivileges } from "../../../types/api-access"

/*
 * The words for privileges live in settings.json (settings.privileges), in
 * every language; the English sentences are those of
 * src/modules/api-access/privilege-descriptions.ts, which README and the
 * server use.
 */

/** "B2B inbound records", "Products". */
export const resourceLabel = (t: TFunction, resource: string) =>
  t(`settings.privileges.resources.${resource}`, { defaultValue: resource })

/** "Read", "Create", "Update", "Delete". */
export const actionLabel = (t: TFunction, action: string) =>
  t(`settings.privileges.actions.${action}`, { defaultValue: action })

/** "Read: Products". */
export function privilegeLabel(t: TFunction, privilege: string) {
  const [resource, action] = privilege.split(":")
  return t("settings.privileges.label", {
    action: actionLabel(t, action),
    resource: resourceLabel(t, resource),
  })
}

/** One sentence: what holding the privilege lets somebody do. */
export function privilegeDescription(t: TFunction, privilege: string) {
  const [resource, action] = privilege.split(":")
  return t(`settings.privileges.descriptions.${resource}.${action}`)
}

// Bundle names hold a dot, the key separator of i18next.
const bundleKey = (bundle: string) => bundle.replace(/\./g, "_")

/** "B2B order import: editor". */
export const bundleLabel = (t: TFunction, bundle: string) =>
  t(`settings.privileges.bundles.${bundleKey(bundle)}.label`, {
    defaultValue: bundle,
  })

/** What a bundle is for, in one sentence. */
export const bundleDescription = (t: TFunction, bundle: string) =>
  t(`settings.privileges.bundles.${bundleKey(bundle)}.description`, {
    defaultValue: "",
  })

/** True for a bundle name such as `plugin_b2b_order_import.editor`. */
export function isBundle(entry: string): boolean {
  return Object.prototype.hasOwnProperty.call(PRIVILEGE_BUNDLES, entry)
}

/** How many single privileges a role's entries amount to (bundles expanded, implied reads counted). */
export function effectiveCount(entries: string[] | null | undefined): number {
  return expandPrivileges(entries ?? []).size
}
