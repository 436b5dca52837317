import { listQueryConfig } from "../../utils/find-params"

/** Fields of a user in plugin `/admin` answers: who they are and their administrator flag. */
export const PLUGIN_USER_FIELDS = [
  "id",
  "email",
  "first_name",
  "last_name",
  "created_at",
  "user_access.admin",
]

export const listPluginUsersQueryConfig = listQueryConfig(PLUGIN_USER_FIELDS)
