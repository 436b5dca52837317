import { Heading, Text } from "@medusajs/ui"
import type { PluginOptions } from "../../../types/plugin-settings"
import { usePluginTranslation } from "../../lib/i18n"
import { OPTION_GROUPS, optionKey, optionValue } from "./plugin-options"

/** The plugin's options in groups: each one's label, value in words with its unit, and what it does. */
export const PluginOptionsList = ({ options }: { options: PluginOptions }) => {
  const { t, i18n } = usePluginTranslation()
  const words = { t, language: i18n.language }
  return (
    <div className="divide-y">
      {OPTION_GROUPS.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`options-${group.id}`}
          className="px-6 py-4"
        >
          <Heading
            level="h3"
            id={`options-${group.id}`}
            className="txt-compact-small-plus mb-2"
          >
            {t(`settings.options.groups.${group.id}`)}
          </Heading>
          <dl className="flex flex-col">
            {group.options.map((option) => {
              const key = optionKey(option.key)
              const value = optionValue(option, options, words)
              return (
                <div
                  key={option.key}
                  className="grid grid-cols-1 gap-x-4 gap-y-1 py-2 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
                  data-option={option.key}
                >
                  <dt className="flex flex-col">
                    <Text size="small" weight="plus" as="span">
                      {t(`settings.options.labels.${key}`)}
                    </Text>
                    <Text size="small" as="span" className="text-ui-fg-subtle">
                      {t(`settings.options.hints.${key}`)}
                    </Text>
                  </dt>
                  <dd className="flex flex-wrap items-baseline gap-x-2">
                    <Text size="small" as="span" data-testid="option-value">
                      {value.text}
                    </Text>
                    {value.code && (
                      <code className="txt-compact-xsmall text-ui-fg-subtle font-mono">
                        {value.code}
                      </code>
                    )}
                  </dd>
                </div>
              )
            })}
          </dl>
        </section>
      ))}
    </div>
  )
}
