import { configManager } from "@medusajs/framework/config"
import type { PluginOptions } from "./options"
import { parsePluginOptions, PLUGIN_NAME } from "./parse-options"
import { PLUGIN_SETTINGS_MODULE } from "./plugin-options"

/** The parts of a Medusa config (`configManager.config`) that can carry this plugin's options. */
export type ConfigWithPlugins = { plugins?: unknown; modules?: unknown }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** An entry of `modules` that is this plugin's settings module: by its key, or by a resolve path ending in it. */
function isSettingsModule(
  key: string,
  entry: Record<string, unknown>
): boolean {
  const resolve =
    typeof entry.resolve === "string"
      ? entry.resolve.replace(/\\/g, "/").replace(/\/(index(\.[jt]s)?)?$/, "")
      : ""
  return (
    key === PLUGIN_SETTINGS_MODULE || /(^|\/)plugin-settings$/.test(resolve)
  )
}

/**
 * The plugin's raw options in a Medusa config: from its `plugins` entry, else
 * from the plugin-settings module's entry (this repository's dev app hands them
 * to its modules by hand); undefined when the config holds neither.
 */
export function findRawPluginOptions(
  config: ConfigWithPlugins | undefined
): unknown {
  const plugins = Array.isArray(config?.plugins) ? config.plugins : []
  const plugin = plugins.find(
    (entry) => isRecord(entry) && entry.resolve === PLUGIN_NAME
  )
  if (isRecord(plugin)) return plugin.options
  const modules = config?.modules
  const entries: [string, unknown][] = Array.isArray(modules)
    ? modules.map((m) => ["", m])
    : isRecord(modules)
      ? Object.entries(modules)
      : []
  const settings = entries.find(
    ([key, entry]) => isRecord(entry) && isSettingsModule(key, entry)
  )?.[1]
  return isRecord(settings) ? settings.options : undefined
}

/**
 * The plugin's options as Medusa's loaded config declares them, validated and
 * with defaults; all defaults when no config is loaded yet or it names none.
 * For code that needs them before the container exists (a job's `config`).
 */
export function configuredPluginOptions(): PluginOptions {
  // `configManager.config` only warns when nothing is loaded; `baseDir` is set by loading.
  const config = configManager.baseDir
    ? (configManager.config as ConfigWithPlugins)
    : undefined
  return parsePluginOptions(findRawPluginOptions(config))
}
