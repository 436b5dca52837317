import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type ById = (ids: string[]) => Promise<unknown>

/** The plural names a service soft-deletes and restores by (`AclRoles` for `softDeleteAclRoles`). */
export type SoftDeletable<S> = {
  [K in keyof S]: K extends `softDelete${infer P}`
    ? `restore${P}` extends keyof S
      ? P
      : never
    : never
}[keyof S]

/**
 * A step that soft-deletes rows of one model by id (the service's
 * `softDelete<Plural>`); its compensation restores them (`restore<Plural>`).
 */
export function softDeleteStep<S extends object>(
  name: string,
  service: (container: MedusaContainer) => S,
  plural: SoftDeletable<S> & string
) {
  const method = (container: MedusaContainer, verb: string) => {
    const rows = service(container) as unknown as Record<string, ById>
    return rows[`${verb}${plural}`].bind(rows)
  }
  return createStep(
    name,
    async (ids: string[], { container }) => {
      await method(container, "softDelete")(ids)
      return new StepResponse(ids, ids)
    },
    async (ids, { container }) => {
      if (ids?.length) await method(container, "restore")(ids)
    }
  )
}
