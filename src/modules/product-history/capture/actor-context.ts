import { AsyncLocalStorage } from "node:async_hooks"
import { randomUUID } from "node:crypto"
import type { HistoryActor } from "../types"

/**
 * Who is changing products in the current async flow. Resolved lazily: HTTP
 * middlewares enter a scope before authentication has run, and the actor is
 * read from the request when a database connection is taken.
 */
type HistoryActorScope = {
  resolve: () => HistoryActor | undefined
  /** One save (an HTTP request): every entry written in the scope shares it. */
  changeSetId?: string
}

// One store per process even when the plugin's files are loaded twice (e.g. from src/ and a build).
const STORE_KEY = Symbol.for("plugin-product-history.actor-store")
const holder = globalThis as unknown as Record<
  symbol,
  AsyncLocalStorage<HistoryActorScope> | undefined
>
const storage = (holder[STORE_KEY] ??=
  new AsyncLocalStorage<HistoryActorScope>())

/**
 * Runs `fn` with `actor` as the author of every product change it makes.
 * `save`: everything `fn` writes is one change set (an HTTP request), even
 * over several transactions; otherwise each transaction is one.
 */
export function runAsHistoryActor<T>(
  actor: HistoryActor | (() => HistoryActor | undefined),
  fn: () => T,
  { save = false }: { save?: boolean } = {}
): T {
  const resolve = typeof actor === "function" ? actor : () => actor
  const changeSetId = save
    ? randomUUID().replace(/-/g, "")
    : storage.getStore()?.changeSetId
  return storage.run({ resolve, changeSetId }, fn)
}

/** The current actor, or undefined for code outside any request, command or job (source `subscriber`). */
export function currentHistoryActor(): HistoryActor | undefined {
  const scope = storage.getStore()
  const actor = scope?.resolve()
  return actor && scope?.changeSetId
    ? { ...actor, changeSetId: scope.changeSetId }
    : actor
}
