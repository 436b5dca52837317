import { MiddlewareRoute, validateAndTransformBody } from "@medusajs/framework/http"
import { requireAdminPrivileges } from "../../utils/require-admin-privileges"
import { AdminCreateAclRole, AdminSetUserRoles, AdminUpdateAclRole } from "./validators"

export const adminAclRoleMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/plugin-acl-roles*", method: ["GET"], middlewares: [requireAdminPrivileges("acl_role:read")] },
  { matcher: "/admin/plugin-acl-roles", method: ["POST"], middlewares: [requireAdminPrivileges("acl_role:create"), validateAndTransformBody(AdminCreateAclRole)] },
  { matcher: "/admin/plugin-acl-roles/:id", method: ["POST"], middlewares: [requireAdminPrivileges("acl_role:update"), validateAndTransformBody(AdminUpdateAclRole)] },
  { matcher: "/admin/plugin-acl-roles/:id", method: ["DELETE"], middlewares: [requireAdminPrivileges("acl_role:delete")] },
  { matcher: "/admin/users/:id/plugin-roles", method: ["GET"], middlewares: [requireAdminPrivileges("acl_role:read")] },
  { matcher: "/admin/users/:id/plugin-roles", method: ["POST"], middlewares: [requireAdminPrivileges("acl_role:update"), validateAndTransformBody(AdminSetUserRoles)] },
]
