import type { MedusaContainer } from "@medusajs/framework/types"
import { asValue } from "@medusajs/framework/awilix"

/** Names under which a bulk pass registers its memos in the container scope its runs share. */
const PASS_MEMO = "pluginB2bPassMemo"
export const PASS_CATALOGUE = "pluginB2bPassCatalogue"

type Memo = Map<string, Promise<unknown>>

/**
 * A container scope for one bulk pass (the job, `--pending`): reads that
 * depend only on the profile (the profile with its mappings, region, sales
 * channel, shipping option) or on the customer key are made once per pass
 * instead of once per record, and so is each SKU's catalogue row (see
 * pass-catalogue.ts). Single runs (an API call) get no memo and read afresh,
 * so a clerk's fix to a profile or customer applies to the very next run.
 */
export function passScope(container: MedusaContainer): MedusaContainer {
  const scope = container.createScope() as MedusaContainer
  scope.register({
    [PASS_MEMO]: asValue(new Map() as Memo),
    [PASS_CATALOGUE]: asValue(new Map()),
  })
  return scope
}

/** `read()` once per pass and key; without a pass, every call reads. A failed read is not kept. */
export function memoInPass<T>(
  container: MedusaContainer,
  key: string,
  read: () => Promise<T>
): Promise<T> {
  const memo = container.hasRegistration(PASS_MEMO)
    ? (container.resolve(PASS_MEMO) as Memo)
    : null
  if (!memo) return read()
  const known = memo.get(key) as Promise<T> | undefined
  if (known) return known
  const reading = read()
  memo.set(key, reading)
  reading.catch(() => memo.delete(key))
  return reading
}
