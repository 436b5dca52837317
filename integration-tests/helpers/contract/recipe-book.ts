import { ACTION_RECIPES } from "./action-recipes"
import { B2B_RECIPES } from "./b2b-recipes"
import { entityRecipeBook } from "./entity-recipes"
import { SYNC_RECIPES } from "./sync-recipes"
import type { RecipeBook } from "./types"
import { WEBHOOK_RECIPES } from "./webhook-recipes"

/** The recipes of the routes the table has (`METHOD /api/path`): a recipe may wait for its route. */
export function recipeBookFor(routes: string[]): RecipeBook {
  return Object.fromEntries(
    Object.entries({
      ...entityRecipeBook(),
      ...B2B_RECIPES,
      ...ACTION_RECIPES,
      ...SYNC_RECIPES,
      ...WEBHOOK_RECIPES,
    }).filter(([route]) => routes.includes(route))
  )
}

/** Documented statuses no request can produce here, by route, and why. */
export const NOT_PROVOKED: Record<string, Record<number, string>> = {
  "POST /api/plugin-b2b-profile": {
    409: "documented for every create (FRAMEWORK__CONFLICT); a profile's create has no conflict of its own",
  },
  "POST /api/plugin-b2b-field-mapping": {
    409: "documented for every create; a field mapping's create has no conflict of its own",
  },
  "PATCH /api/integration/:id": {
    409: "documented for every update; an integration's update has no conflict of its own",
  },
  "PATCH /api/user/:id": {
    409: "documented for every update; a user's update has no conflict of its own",
  },
  "PATCH /api/plugin-b2b-profile/:id": {
    409: "documented for every update; a profile's update has no conflict of its own",
  },
  "PATCH /api/plugin-b2b-field-mapping/:id": {
    409: "documented for every update; a field mapping's update has no conflict of its own",
  },
  "POST /api/webhook": {
    409: "documented for every create; a webhook's create has no conflict of its own",
  },
  "PATCH /api/webhook/:id": {
    409: "documented for every update; a webhook's update has no conflict of its own",
  },
}
