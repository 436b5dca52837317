import { LoaderOptions } from "@medusajs/framework/types"
import { parsePluginOptions } from "../parse-options"

/**
 * Runs when the plugin loads: a bad option stops start-up with a message that
 * names it, instead of failing later inside a request.
 */
export default async function validateOptionsLoader({
  options,
}: LoaderOptions) {
  parsePluginOptions(options)
}
