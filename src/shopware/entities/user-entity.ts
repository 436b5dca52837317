import { z } from "@medusajs/framework/zod"
import { userAccessSchema } from "../../modules/api-access/resource-schemas"
import { setUserAccessWorkflow } from "../../workflows/api-access"
import {
  byWrites,
  type EntityDefinition,
  typedWrites,
  workflowCall,
} from "./definition"

/** Only `admin` is written here: the module's one schema of what the plugin owns of a user. */
const userUpdate = z
  .object({
    admin: userAccessSchema.shape.admin.describe(
      "Only administrators may change it, never their own"
    ),
  })
  .strict()

/**
 * `/api/user`: the shop's Medusa admin users with their administrator flag
 * (Shopware's user entity, reduced to what the plugin owns). Users are made
 * in Medusa (`npx medusa user`, invites); here only `admin` is written.
 */
export const userEntity: EntityDefinition = {
  name: "user",
  path: "user",
  privilege: "user",
  graphEntity: "user",
  idPattern: {
    pattern: /^user_[0-9A-Z]{26}$/,
    description: "a Medusa user id (user_ followed by 26 letters and digits)",
  },
  fields: {
    id: { column: "id", type: "string", readOnly: true },
    email: {
      column: "email",
      type: "string",
      searchable: true,
      readOnly: true,
    },
    firstName: {
      column: "first_name",
      type: "string",
      searchable: true,
      readOnly: true,
    },
    lastName: {
      column: "last_name",
      type: "string",
      searchable: true,
      readOnly: true,
    },
    admin: {
      column: "user_access.admin",
      type: "boolean",
      filterable: false,
      sortable: false,
      select: ["user_access.admin"],
      get: (row) =>
        !!(row.user_access as { admin?: boolean } | null | undefined)?.admin,
    },
    createdAt: { column: "created_at", type: "date", readOnly: true },
    updatedAt: { column: "updated_at", type: "date", readOnly: true },
  },
  readSchema: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    admin: userAccessSchema.shape.admin,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  updateSchema: userUpdate,
  defaultSort: { created_at: "ASC" },
  ...byWrites(
    typedWrites(
      { update: userUpdate },
      {
        update: (id, input, caller) =>
          workflowCall(setUserAccessWorkflow, {
            userId: id,
            admin: input.admin,
            caller,
          }),
      }
    )
  ),
}
