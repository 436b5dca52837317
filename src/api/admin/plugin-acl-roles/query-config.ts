import { listQueryConfig } from "../../utils/find-params"

const ACL_ROLE_FIELDS = [
  "id",
  "name",
  "description",
  "privileges",
  "created_at",
  "updated_at",
]

export const listAclRolesQueryConfig = listQueryConfig(ACL_ROLE_FIELDS)
