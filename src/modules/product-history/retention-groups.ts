import {
  PRICE_FIELDS,
  PRODUCT_FIELDS,
  STOCK_FIELDS,
  VARIANT_FIELDS,
  VARIANT_RELATIONS,
} from "./types"

/**
 * Retention by kind of field (the plugin option `historyRetentionDays`): how
 * long the entries of each field group are kept, and which group a field
 * falls in. Pure and browser-safe (imports nothing but the field lists): the
 * option's validation, the retention job and the settings page share it.
 */

/** How many days the entries of each group are kept; `default` holds for every field no other key covers. */
export type HistoryRetention = { default: number; [group: string]: number }

/** The key of the fields no other key covers. */
export const DEFAULT_RETENTION_GROUP = "default"

/**
 * Keys that name several fields at once: `price` every `price.*`, `stock`
 * the field `stock` and every `stock.*`, `metadata` every `metadata.*`.
 */
export const RETENTION_PREFIX_GROUPS = ["price", "stock", "metadata"] as const

/** Every field name a key may give (besides `metadata.<key>`): what the capture writes. */
export const RETENTION_FIELDS: readonly string[] = [
  ...new Set<string>([
    ...PRODUCT_FIELDS,
    ...VARIANT_FIELDS,
    ...VARIANT_RELATIONS,
    ...PRICE_FIELDS,
    ...STOCK_FIELDS,
    // A product's or variant's creation or deletion.
    "product",
    "variant",
  ]),
]

const METADATA_KEY = /^metadata\.\S/

/** Whether `key` may stand in the option: `default`, a prefix group, a field name or `metadata.<key>`. */
export function isRetentionKey(key: string): boolean {
  return (
    key === DEFAULT_RETENTION_GROUP ||
    (RETENTION_PREFIX_GROUPS as readonly string[]).includes(key) ||
    RETENTION_FIELDS.includes(key) ||
    METADATA_KEY.test(key)
  )
}

/** What a key may be, in words, for the message that refuses an unknown one. */
export const RETENTION_KEYS_IN_WORDS =
  `keys are "default" (every field no other key covers), the groups ` +
  `"price" (${PRICE_FIELDS.join(", ")}), "stock" (${STOCK_FIELDS.join(", ")}) ` +
  `and "metadata" (every metadata.<key>), "metadata.<key>", or a field: ` +
  RETENTION_FIELDS.join(", ")

/** Whether the key `group` covers `field`: itself, or a prefix group's member (`stock` covers `stock.reserved`). */
const covers = (group: string, field: string) =>
  group === field ||
  ((RETENTION_PREFIX_GROUPS as readonly string[]).includes(group) &&
    field.startsWith(`${group}.`))

/** Whether the option names `key` itself (a field called "constructor" is no key of every object). */
const has = (retention: HistoryRetention, key: string) =>
  Object.prototype.hasOwnProperty.call(retention, key)

/**
 * The key whose days hold for `field`: the most specific one given (the
 * field's own name, then its prefix group), else `default`. Each field falls
 * in exactly one group, so the groups never overlap.
 */
export function retentionGroupOf(
  field: string,
  retention: HistoryRetention
): string {
  if (field !== DEFAULT_RETENTION_GROUP && has(retention, field)) return field
  const group = RETENTION_PREFIX_GROUPS.find(
    (prefix) => has(retention, prefix) && covers(prefix, field)
  )
  return group ?? DEFAULT_RETENTION_GROUP
}

/** One group of the retention: its key, its days and the moment before which its entries expire. */
export type RetentionGroup = { group: string; days: number; cutOff: Date }

const DAY_MS = 86_400_000

/** Every group of the option with its cut-off `days` before `now`; `default` last. */
export function retentionGroups(
  retention: HistoryRetention,
  now: Date
): RetentionGroup[] {
  const keys = Object.keys(retention).filter(
    (key) => key !== DEFAULT_RETENTION_GROUP
  )
  return [...keys.sort(), DEFAULT_RETENTION_GROUP].map((group) => ({
    group,
    days: retention[group],
    cutOff: new Date(now.getTime() - retention[group] * DAY_MS),
  }))
}

/**
 * The oldest cut-off of all groups (that of the longest retention): every
 * entry changed before it is past its group's retention, whatever its field.
 */
export function oldestRetentionCutOff(
  retention: HistoryRetention,
  now: Date
): Date {
  const longest = Math.max(...Object.values(retention))
  return new Date(now.getTime() - longest * DAY_MS)
}

/** The fields of `fields` by the group they fall in, for every group of the option (a group may have none). */
export function fieldsByGroup(
  fields: readonly string[],
  retention: HistoryRetention
): Map<string, string[]> {
  const groups = new Map<string, string[]>(
    Object.keys(retention).map((key) => [key, []])
  )
  for (const field of fields)
    groups.get(retentionGroupOf(field, retention))?.push(field)
  return groups
}
