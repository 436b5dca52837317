import { Badge, Button, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { PRIVILEGE_BUNDLES, expandPrivileges } from "../../../types/api-access"
import { bundleDescription, bundleLabel } from "./privileges"

type Props = {
  value: string[]
  onChange: (entries: string[]) => void
  disabled?: boolean
}

/** Quick picks that tick (or clear) all privileges of a bundle such as "B2B order import: editor". */
export const BundleQuickPicks = ({ value, onChange, disabled }: Props) => {
  const { t } = usePluginTranslation()
  const effective = expandPrivileges(value) as Set<string>

  return (
    <div className="flex flex-col gap-y-2">
      <Text size="small" weight="plus">
        {t("settings.privileges.quickPicks")}
      </Text>
      <div className="flex flex-col gap-y-2">
        {Object.entries(PRIVILEGE_BUNDLES).map(([bundle, privileges]) => {
          // Chosen: every privilege ticked by hand (or the bundle granted whole); implied: covered by other ticks.
          const chosen =
            value.includes(bundle) || privileges.every((p) => value.includes(p))
          const implied = !chosen && privileges.every((p) => effective.has(p))
          const asBundle = value.includes(bundle)
          const label = bundleLabel(t, bundle)
          const pick = () =>
            onChange(
              chosen
                ? value.filter(
                    (entry) =>
                      entry !== bundle &&
                      !(privileges as string[]).includes(entry)
                  )
                : [...value, ...privileges.filter((p) => !value.includes(p))]
            )
          return (
            <div
              key={bundle}
              className="flex flex-wrap items-center gap-x-3 gap-y-1"
            >
              <Button
                type="button"
                size="small"
                variant="secondary"
                aria-pressed={chosen || implied}
                disabled={disabled || implied}
                onClick={pick}
              >
                {t(
                  chosen
                    ? "settings.privileges.remove"
                    : implied
                      ? "settings.privileges.included"
                      : "settings.privileges.add",
                  { bundle: label }
                )}
                {asBundle && (
                  <Badge size="2xsmall" color="blue">
                    {t("settings.privileges.asBundle")}
                  </Badge>
                )}
              </Button>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {bundleDescription(t, bundle)}
              </Text>
            </div>
          )
        })}
      </div>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {t("settings.privileges.quickPicksHint")}
      </Text>
    </div>
  )
}
