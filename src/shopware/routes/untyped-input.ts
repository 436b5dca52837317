/**
 * TEMPORARY: removed when #31 lands. The input of a request whose route does
 * not type it, as it was before routes took theirs from their schemas
 * (typedRoute, typed-route.ts). b2b-action-routes.ts, b2b-approval-routes.ts,
 * b2b-fix-loop-routes.ts and the entity API (entities/handlers.ts), retyped on
 * other branches, still read it untyped; this file is in eslint.config.mjs'
 * temporary block with them.
 */
export type UntypedApiInput = {
  params: Record<string, any>
  query: Record<string, any>
  body: any
}
