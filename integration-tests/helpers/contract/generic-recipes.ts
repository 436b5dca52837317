import { pluginOptions } from "../../../src/modules/plugin-settings"
import type { ApiRoute } from "../../../src/shopware/routes/types"
import type { Call, RouteRecipes } from "./types"

/** Path parameter values of the kinds the routes take: a hexadecimal id, a Medusa user id. */
const WELL_FORMED = ["ab".repeat(16), `user_${"0".repeat(26)}`]
/** Too long for any id of the table (hexadecimal, Medusa's, history's up to 64 characters). */
const MALFORMED = "x".repeat(65)

/** The route's path with each parameter a value its schema takes (or `malformed` for the first one). */
export function concretePath(route: ApiRoute, malformed = false): string {
  let first = true
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (malformed && first) {
      first = false
      return MALFORMED
    }
    const fits = WELL_FORMED.find(
      (value) =>
        !route.params || route.params.safeParse({ [name]: value }).success
    )
    return fits ?? WELL_FORMED[0]
  })
}

const multipart = (file: Buffer | string) => {
  const form = new FormData()
  form.append("profileId", "ab".repeat(16))
  form.append("file", new Blob([new Uint8Array(Buffer.from(file))]), "x.csv")
  return form
}

/**
 * Requests every route of its kind answers with the pipeline's errors
 * (http/mount.ts), whatever its handler does: a NUL in the query (400), no
 * token (401), a role without privileges (403), a malformed path id (404), a
 * body too large (413) or in a media type the route does not read (415).
 * `documented` are the statuses the document lists for the route: a 415 for
 * an Accept the route cannot answer is asked only where it is listed.
 */
export function genericRecipes(
  route: ApiRoute,
  documented: number[]
): RouteRecipes {
  const method = route.method
  const url = concretePath(route)
  const call = (extra: Partial<Call>): Call => ({ method, url, ...extra })
  const recipes: RouteRecipes = {
    400: async () => call({ url: `${url}?contract=a%00b` }),
  }
  if (route.privileges !== "public")
    recipes[401] = async () => call({ as: "none" })
  if (Array.isArray(route.privileges))
    recipes[403] = async () => call({ as: "empty" })
  if (route.params)
    recipes[404] = async () => call({ url: concretePath(route, true) })
  const isMultipart = route.bodyTypes?.includes("multipart")
  if (route.body && isMultipart) {
    recipes[413] = async (ctx) =>
      call({
        data: multipart(
          Buffer.alloc(pluginOptions(ctx.container).uploadMaxBytes + 1, 65)
        ),
      })
    recipes[415] = async () => call({ data: { profileId: "x" } })
  } else if (route.body) {
    // Past the route's own limit (a number for JSON bodies), 100 kB by default.
    const limit =
      typeof route.bodyLimit === "number" ? route.bodyLimit : 100 * 1024
    const big = JSON.stringify({ contract: "x".repeat(limit + 1024) })
    recipes[413] = async () =>
      call({ headers: { "content-type": "application/json" }, data: big })
    recipes[415] = async () =>
      call({ headers: { "content-type": "text/plain" }, data: "contract" })
  } else if (documented.includes(415)) {
    recipes[415] = async () => call({ headers: { accept: "text/html" } })
  }
  return recipes
}
