/**
 * Query keys of one resource, as Medusa's admin and the B2B starter build
 * them: every key starts with the resource, so invalidating `all` refreshes
 * its lists and details together.
 */
export function queryKeysFactory<const T extends string>(resource: T) {
  const all = [resource] as const
  return {
    all,
    lists: () => [...all, "list"] as const,
    list: (query?: unknown) => [...all, "list", { query }] as const,
    details: () => [...all, "detail"] as const,
    detail: (id: string, query?: unknown) =>
      [...all, "detail", id, { query }] as const,
  }
}
