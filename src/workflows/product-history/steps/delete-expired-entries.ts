import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ENTRY_TABLE, pgConnection } from "../queries/history-query"

export type RetentionInput = { olderThan: string; batchSize: number }

/**
 * Deletes entries changed before `olderThan`, one batch per statement, but
 * never the newest entry of a product field (per variant, currency or
 * location), so charts and rollback keep their baseline. Deleted entries are
 * gone for good: there is nothing to compensate.
 */
export const deleteExpiredEntriesStep = createStep(
  "plugin-product-history-delete-expired-entries",
  async ({ olderThan, batchSize }: RetentionInput, { container }) => {
    const knex = pgConnection(container)
    let deleted = 0
    for (;;) {
      const { rowCount } = await knex.raw(
        `DELETE FROM ?? WHERE id IN (
           SELECT e.id FROM ?? e
           WHERE e.changed_at < ? AND e.deleted_at IS NULL
             AND EXISTS (
               SELECT 1 FROM ?? n
               WHERE n.product_id = e.product_id AND n.field_name = e.field_name AND n.deleted_at IS NULL
                 AND n.variant_id IS NOT DISTINCT FROM e.variant_id
                 AND (n.context_data->>'currency_code') IS NOT DISTINCT FROM (e.context_data->>'currency_code')
                 AND (n.context_data->>'price_list_id') IS NOT DISTINCT FROM (e.context_data->>'price_list_id')
                 AND (n.context_data->'rules') IS NOT DISTINCT FROM (e.context_data->'rules')
                 AND (n.context_data->>'location_id') IS NOT DISTINCT FROM (e.context_data->>'location_id')
                 AND (n.changed_at, n.id) > (e.changed_at, e.id))
           LIMIT ?)`,
        [ENTRY_TABLE, ENTRY_TABLE, new Date(olderThan), ENTRY_TABLE, batchSize]
      )
      deleted += rowCount ?? 0
      if ((rowCount ?? 0) < batchSize) break
    }
    return new StepResponse({ deleted })
  }
)
