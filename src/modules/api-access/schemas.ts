import { z } from "@medusajs/framework/zod"
import { ALL_PRIVILEGES, PRIVILEGE_BUNDLES } from "./privileges"

/** Ids of the Shopware-compatible API: a UUID without hyphens. */
export const HEX_ID_PATTERN = /^[0-9a-f]{32}$/

export const hexIdSchema = z
  .string()
  .regex(HEX_ID_PATTERN, "must be an id of 32 hexadecimal characters")

/** A privilege of the privilege table or a bundle name. */
export const privilegeSchema = z.enum([
  ...ALL_PRIVILEGES,
  ...Object.keys(PRIVILEGE_BUNDLES),
] as [string, ...string[]])
