import { Badge, Button, Text } from "@medusajs/ui"
import {
  BUNDLE_DESCRIPTIONS,
  BUNDLE_LABELS,
  PRIVILEGE_BUNDLES,
  expandPrivileges,
} from "./privileges"

type Props = {
  value: string[]
  onChange: (entries: string[]) => void
  disabled?: boolean
}

/** Quick-picks that tick (or clear) all privileges of a bundle such as "B2B order import: editor". */
export const BundleQuickPicks = ({ value, onChange, disabled }: Props) => {
  const effective = expandPrivileges(value) as Set<string>

  return (
    <div className="flex flex-col gap-y-2">
      <Text size="small" weight="plus">
        Quick picks
      </Text>
      <div className="flex flex-col gap-y-2">
        {Object.entries(PRIVILEGE_BUNDLES).map(([bundle, privileges]) => {
          // Chosen: every privilege ticked by hand (or the bundle granted whole); implied: covered by other ticks.
          const chosen =
            value.includes(bundle) || privileges.every((p) => value.includes(p))
          const implied = !chosen && privileges.every((p) => effective.has(p))
          const asBundle = value.includes(bundle)
          const label = BUNDLE_LABELS[bundle] ?? bundle
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
                title={`${bundle}: ${privileges.join(", ")}`}
                disabled={disabled || implied}
                onClick={pick}
              >
                {chosen
                  ? `Remove ${label}`
                  : implied
                    ? `${label}: included`
                    : `Add ${label}`}
                {asBundle && (
                  <Badge size="2xsmall" color="blue">
                    bundle
                  </Badge>
                )}
              </Button>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {BUNDLE_DESCRIPTIONS[bundle]}
              </Text>
            </div>
          )
        })}
      </div>
      <Text size="xsmall" className="text-ui-fg-subtle">
        Create, update and delete include read. Ticks that are locked come from
        another choice or a bundle.
      </Text>
    </div>
  )
}
