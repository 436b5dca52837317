import { randomUUID } from "node:crypto"
import { type RollbackTarget, valueAt } from "./rollback-state"
import type { GuardCheck, RollbackGuard } from "./types"

const at = (state: unknown, path: string[]): unknown =>
  valueAt(state, path) ?? null

/**
 * What a rollback tells the capture to expect of the stored state at the
 * moment its write takes the row lock (capture/sql/stage.ts). The compare
 * before the write is only a fast answer; this guard makes compare and write
 * one step, so a change committed in between aborts the rollback (409)
 * instead of being overwritten.
 *
 * Without force the field must still hold what was read, and so must what
 * the write sends again besides it; with force only the latter (a forced
 * rollback may overwrite the field, never another one).
 *
 * Checked at the write's first transaction: where Medusa splits one write
 * into several (sales channels: links removed, then added), the guard's id,
 * recorded when it passed, lets the later ones continue it.
 */
export function rollbackGuard(
  target: RollbackTarget,
  force: boolean
): RollbackGuard {
  const { kind, key, state, path, rewrites } = target.read
  const checks: GuardCheck[] = []
  if (rewrites) {
    checks.push({
      path: rewrites.path,
      value: at(state, rewrites.path),
      ...(force && rewrites.except !== undefined
        ? { except: rewrites.except }
        : {}),
    })
  } else if (!force && path) {
    checks.push({ path, value: at(state, path) })
  }
  return { id: randomUUID(), kind, key, checks }
}
