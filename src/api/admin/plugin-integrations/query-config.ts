import { listQueryConfig } from "../../utils/find-params"

/** Fields of an integration in `/admin` answers; the secret hash never leaves the module. */
export const INTEGRATION_FIELDS = [
  "id",
  "label",
  "access_key",
  "admin",
  "last_used_at",
  "created_at",
  "updated_at",
  "roles.id",
  "roles.name",
]

export const listIntegrationsQueryConfig = listQueryConfig(INTEGRATION_FIELDS)
