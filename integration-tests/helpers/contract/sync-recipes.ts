import type { Call, RecipeBook } from "./types"

const unique = () => Math.random().toString(36).slice(2, 10)
const sync = (body: unknown, extra: Partial<Call> = {}): Call => ({
  method: "post",
  url: "/api/_action/sync",
  data: body,
  ...extra,
})
const roles = (...names: string[]) => ({
  "write-roles": {
    entity: "acl_role",
    action: "upsert",
    payload: names.map((name) => ({ name, privileges: [] })),
  },
})

/** Shopware's sync API: writes of several entities, all or nothing. */
export const SYNC_RECIPES: RecipeBook = {
  "POST /api/_action/sync": {
    200: async () => sync(roles(`Contract ${unique()}`)),
    400: async () => sync({ broken: { entity: "acl_role", action: "merge" } }),
    // Any valid token may call it; each operation needs the privileges of its writes.
    403: async () => sync(roles(`Contract ${unique()}`), { as: "empty" }),
    // Role names are unique: the second write of one name conflicts, and nothing is written.
    409: async () => {
      const name = `Contract ${unique()}`
      return sync(roles(name, name))
    },
  },
}
