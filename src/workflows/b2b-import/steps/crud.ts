import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { B2B_IMPORT_MODULE } from "../../../modules/b2b-import"
import type B2bImportModuleService from "../../../modules/b2b-import/service"
import { newHexId } from "../../../modules/api-access/secrets"
import { SoftDeletable, softDeleteStep } from "../../utils/soft-delete-step"

type Model = "ImportProfile" | "FieldMapping" | "InboundRecord"
/** ImportProfile → import-profile, for step ids in the plugin's pattern. */
const kebab = (name: string) =>
  name.replace(/(?<!^)(?=[A-Z])/g, "-").toLowerCase()

type Row = { id: string } & Record<string, unknown>

const b2bImport = (container: MedusaContainer) =>
  container.resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)

function service(
  container: MedusaContainer
): Record<string, (...args: any[]) => Promise<any>> {
  return b2bImport(container) as unknown as Record<
    string,
    (...args: any[]) => Promise<any>
  >
}

/**
 * Create, update and soft-delete steps with compensation for one model of the
 * B2B import module; ids are 32 hex characters like every id of the `/api` dialect.
 */
function crudSteps(
  model: Model,
  plural: SoftDeletable<B2bImportModuleService>
) {
  const create = createStep(
    `plugin-b2b-import-create-${kebab(model)}`,
    async (data: Record<string, unknown>, { container }) => {
      const row: Row = await service(container)[`create${plural}`]({
        id: newHexId(),
        ...data,
      })
      return new StepResponse(row, row.id)
    },
    async (id, { container }) => {
      if (id) await service(container)[`delete${plural}`](id)
    }
  )
  const update = createStep(
    `plugin-b2b-import-update-${kebab(model)}`,
    async (data: { id: string } & Record<string, unknown>, { container }) => {
      const before: Row = await service(container)[`retrieve${model}`](data.id)
      const row: Row = await service(container)[`update${plural}`](data)
      const previous = Object.fromEntries(
        Object.keys(data).map((k) => [k, before[k]])
      )
      return new StepResponse(row, previous as Row)
    },
    async (previous, { container }) => {
      if (previous) await service(container)[`update${plural}`](previous)
    }
  )
  const remove = softDeleteStep(
    `plugin-b2b-import-delete-${kebab(model)}`,
    b2bImport,
    plural
  )
  return { create, update, remove }
}

/** The steps of each model, made once so that every step id is registered once. */
export const profileSteps = crudSteps("ImportProfile", "ImportProfiles")
export const mappingSteps = crudSteps("FieldMapping", "FieldMappings")
export const recordSteps = crudSteps("InboundRecord", "InboundRecords")
