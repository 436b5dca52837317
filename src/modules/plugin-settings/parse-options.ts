import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { PluginOptions, pluginOptionsSchema } from "./options"

export const PLUGIN_NAME = "medusa-plugin-b2b-history"

/** Keys Medusa itself adds to module options; they are not plugin options. */
const MEDUSA_OWN_KEYS = new Set(["scope", "resources", "database", "providers"])

function describeIssue(issue: z.core.$ZodIssue): string {
  const option = issue.path.join(".") || "(options)"
  if (issue.code === "unrecognized_keys") {
    const where = issue.path.length ? ` in "${option}"` : ""
    return `unknown option${issue.keys.length > 1 ? "s" : ""} ${issue.keys
      .map((k) => `"${k}"`)
      .join(", ")}${where}`
  }
  return `option "${option}": ${issue.message}`
}

/**
 * Validates raw plugin options and returns them with defaults applied.
 * Throws a MedusaError whose message names every offending option.
 */
export function parsePluginOptions(raw: unknown): PluginOptions {
  const input = Object.fromEntries(
    Object.entries((raw ?? {}) as Record<string, unknown>).filter(
      ([key]) => !MEDUSA_OWN_KEYS.has(key)
    )
  )
  const result = pluginOptionsSchema.safeParse(input)
  if (result.success) {
    return result.data
  }
  throw new MedusaError(
    MedusaError.Types.INVALID_DATA,
    `Invalid options for plugin ${PLUGIN_NAME}: ${result.error.issues
      .map(describeIssue)
      .join("; ")}`
  )
}
