import {
  MiddlewareRoute,
  validateAndTransformBody,
  validateAndTransformQuery,
} from "@medusajs/framework/http"
import { requireAdminPrivileges } from "../../utils/require-admin-privileges"
import { protectAdministrators } from "../users/protect-administrators"
import {
  AdminAclRoleListParams,
  AdminPluginUserListParams,
  AdminCreateAclRole,
  AdminSetUserAccess,
  AdminSetUserRoles,
  AdminUpdateAclRole,
} from "./validators"
import { listAclRolesQueryConfig } from "./query-config"
import { listPluginUsersQueryConfig } from "../plugin-users/query-config"

export const adminAclRoleMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/plugin-acl-roles",
    method: ["GET"],
    middlewares: [
      requireAdminPrivileges("acl_role:read"),
      validateAndTransformQuery(
        AdminAclRoleListParams,
        listAclRolesQueryConfig
      ),
    ],
  },
  {
    matcher: "/admin/plugin-acl-roles/*",
    method: ["GET"],
    middlewares: [requireAdminPrivileges("acl_role:read")],
  },
  {
    matcher: "/admin/plugin-acl-roles",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("acl_role:create"),
      validateAndTransformBody(AdminCreateAclRole),
    ],
  },
  {
    matcher: "/admin/plugin-acl-roles/:id",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("acl_role:update"),
      validateAndTransformBody(AdminUpdateAclRole),
    ],
  },
  {
    matcher: "/admin/plugin-acl-roles/:id",
    method: ["DELETE"],
    middlewares: [requireAdminPrivileges("acl_role:delete")],
  },
  {
    matcher: "/admin/plugin-users",
    method: ["GET"],
    middlewares: [
      requireAdminPrivileges("user:read"),
      validateAndTransformQuery(
        AdminPluginUserListParams,
        listPluginUsersQueryConfig
      ),
    ],
  },
  {
    matcher: "/admin/users/:id/plugin-roles",
    method: ["GET"],
    middlewares: [requireAdminPrivileges("acl_user_role:read")],
  },
  // Replacing a user's roles both gives and takes assignments.
  {
    matcher: "/admin/users/:id/plugin-roles",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("acl_user_role:create", "acl_user_role:delete"),
      validateAndTransformBody(AdminSetUserRoles),
    ],
  },
  {
    matcher: "/admin/users/:id",
    method: ["DELETE"],
    middlewares: [protectAdministrators],
  },
  {
    matcher: "/admin/users/:id/plugin-access",
    method: ["POST"],
    middlewares: [
      requireAdminPrivileges("user:update"),
      validateAndTransformBody(AdminSetUserAccess),
    ],
  },
]
