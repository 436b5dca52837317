import type { MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { API_ACCESS_MODULE } from "../../modules/api-access"
import { userHoldingOf } from "../../modules/api-access/principals"
import type ApiAccessModuleService from "../../modules/api-access/service"
import { entitySchema, entitySchemaDocument } from "../entities/entity-schema"
import { ENTITIES } from "../entities/registry"
import { ApiError, ApiErrorCode } from "../errors"
import {
  rbacEnabled,
  rbacRoleIdsOf,
} from "../../modules/api-access/rbac-holding"
import {
  policyKey,
  privilegesOfPolicies,
} from "../../modules/api-access/rbac-policies"
import { rolesWithPolicies } from "../../modules/api-access/rbac-roles"
import type { ApiRequest, ApiRoute } from "./types"

/**
 * The Shopware version whose Admin API this dialect follows (token grants,
 * criteria, error bodies, @shopware/api-client 1.x); clients that branch on
 * the version see the one they were written for.
 */
export const SHOPWARE_API_VERSION = "6.6.10.0"

const versionSchema = z.object({
  version: z.string().describe("The Shopware version the API follows"),
})

const meSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.enum(["user", "integration"]),
    name: z
      .string()
      .describe("The user's name (or e-mail), or the integration's label"),
    email: z.string().optional().describe("Users only"),
    accessKey: z.string().optional().describe("Integrations only"),
    admin: z.boolean().describe("An administrator holds every privilege"),
    aclRoles: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        privileges: z.array(z.string()),
      })
    ),
    privileges: z
      .array(z.string())
      .describe(
        "What the roles amount to (bundles expanded, each implying read); empty for an administrator"
      ),
  }),
})

async function me(req: ApiRequest) {
  const actor = req.apiActor!
  const access = req.scope.resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
  const holding =
    actor.type === "user"
      ? await userHoldingOf(req.scope, actor.id)
      : await access.integrationHolding(actor.id)
  if (!holding)
    throw new ApiError({
      status: 404,
      code: ApiErrorCode.RESOURCE_NOT_FOUND,
      detail: `The ${actor.type} of this token no longer exists.`,
    })
  // Under Medusa's RBAC the roles are Medusa's, their privileges its policies in the plugin's words.
  const roleIds =
    rbacEnabled() && actor.type === "integration"
      ? await rbacRoleIdsOf(req.scope, "integration", actor.id)
      : holding.roleIds
  const roles = rbacEnabled()
    ? new Map(
        (await rolesWithPolicies(req.scope, roleIds)).map((role) => [
          role.id,
          {
            name: role.name,
            privileges: privilegesOfPolicies(role.policies.map(policyKey)),
          },
        ])
      )
    : await access.rolePrivileges(roleIds)
  const own =
    "email" in holding
      ? { email: holding.email }
      : { accessKey: holding.accessKey }
  return {
    data: {
      id: actor.id,
      type: actor.type,
      name: actor.name,
      ...own,
      admin: actor.grant.all,
      aclRoles: roleIds.flatMap((id) => {
        const role = roles.get(id)
        return role
          ? [{ id, name: role.name, privileges: role.privileges }]
          : []
      }),
      privileges: actor.grant.all ? [] : [...actor.grant.privileges].sort(),
    },
  }
}

/** GET /api/_info/version, /me and /entity-schema.json: open to any valid token, as in Shopware. */
export const infoRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/api/_info/version",
    operationId: "infoShopwareVersion",
    summary: "The Shopware version whose Admin API this API follows",
    tag: "System",
    privileges: "authenticated",
    responses: { 200: { description: "The version", schema: versionSchema } },
    handler: async (_req: ApiRequest, res: MedusaResponse) => {
      res.status(200).json({ version: SHOPWARE_API_VERSION })
    },
  },
  {
    method: "get",
    path: "/api/_info/me",
    operationId: "infoMe",
    summary: "The calling user or integration, its roles and privileges",
    tag: "System",
    privileges: "authenticated",
    responses: { 200: { description: "The caller", schema: meSchema } },
    handler: async (req: ApiRequest, res: MedusaResponse) => {
      res.status(200).json(await me(req))
    },
  },
  {
    method: "get",
    path: "/api/_info/entity-schema.json",
    operationId: "getEntitySchema",
    summary:
      "The entities of this API with their fields and associations, in Shopware's entity-schema format",
    tag: "System",
    privileges: "authenticated",
    responses: {
      200: {
        description: "Entity name → entity, properties, protections",
        schema: entitySchemaDocument,
      },
    },
    handler: async (_req: ApiRequest, res: MedusaResponse) => {
      res.status(200).json(entitySchema(ENTITIES))
    },
  },
]
