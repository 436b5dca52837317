import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import {
  deleteExpiredFieldBatch,
  entryFieldNames,
  RETENTION_START,
  type RetentionCursor,
} from "./repositories/retention-deletes"
import {
  fieldsByGroup,
  type HistoryRetention,
  retentionGroups,
} from "./retention-groups"

/** What retention removed of one group: its key, days and cut-off (ISO 8601), the fields it covered and how many entries went. */
export type RetentionGroupResult = {
  group: string
  days: number
  cutOff: string
  fields: string[]
  deleted: number
}

/**
 * Deletes the entries past their group's retention, group by group and
 * within a group field by field, one batch per statement (each batch a
 * transaction of its own: a long run never holds locks for long), keeping
 * the newest entry of each product field. Each field belongs to exactly one
 * group (the most specific key), so no entry is judged by two cut-offs.
 */
export async function deleteExpiredByGroup(
  knex: Knex,
  {
    retention,
    now,
    batchSize,
  }: { retention: HistoryRetention; now: Date; batchSize: number }
): Promise<RetentionGroupResult[]> {
  const byGroup = fieldsByGroup(await entryFieldNames(knex), retention)
  const results: RetentionGroupResult[] = []
  for (const { group, days, cutOff } of retentionGroups(retention, now)) {
    const fields = byGroup.get(group) ?? []
    let deleted = 0
    for (const fieldName of fields) {
      let after: RetentionCursor | null = RETENTION_START
      while (after) {
        const batch = await deleteExpiredFieldBatch(knex, {
          fieldName,
          cutOff,
          after,
          batchSize,
        })
        deleted += batch.deleted
        after = batch.next
      }
    }
    results.push({
      group,
      days,
      cutOff: cutOff.toISOString(),
      fields,
      deleted,
    })
  }
  return results
}
