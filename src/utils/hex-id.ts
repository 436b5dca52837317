// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"

/** Ids of the plugin's own records (and the Shopware-compatible API): a UUID without hyphens. */
export const HEX_ID_PATTERN = /^[0-9a-f]{32}$/

export const hexIdSchema = z
  .string()
  .regex(HEX_ID_PATTERN, "must be an id of 32 hexadecimal characters")
