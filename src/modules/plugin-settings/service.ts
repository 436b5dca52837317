import { PluginOptions } from "./options"
import { parsePluginOptions } from "./parse-options"

/** Holds the plugin's validated options for routes, workflows and jobs. */
export default class PluginSettingsService {
  protected readonly options_: PluginOptions

  constructor(_deps: Record<string, unknown>, options: unknown) {
    this.options_ = parsePluginOptions(options)
  }

  getOptions(): PluginOptions {
    return this.options_
  }
}
