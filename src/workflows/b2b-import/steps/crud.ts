import type { InferTypeOf, MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { B2B_IMPORT_MODULE } from "../../../modules/b2b-import"
import type { FieldMapping } from "../../../modules/b2b-import/models/field-mapping"
import type { InboundRecord } from "../../../modules/b2b-import/models/inbound-record"
import type { Profile } from "../../../modules/b2b-import/models/profile"
import type B2bImportModuleService from "../../../modules/b2b-import/service"
import { newHexId } from "../../../modules/api-access/secrets"
import { SoftDeletable, softDeleteStep } from "../../utils/soft-delete-step"

/** Each model's row as the service's generated methods return it. */
type Rows = {
  ImportProfile: InferTypeOf<typeof Profile>
  FieldMapping: InferTypeOf<typeof FieldMapping>
  InboundRecord: InferTypeOf<typeof InboundRecord>
}
type Model = keyof Rows
/** ImportProfile → import-profile, for step ids in the plugin's pattern. */
const kebab = (name: string) =>
  name.replace(/(?<!^)(?=[A-Z])/g, "-").toLowerCase()

/** Fields to write, by column; the id names the row to update. */
type Data = { id: string } & Record<string, unknown>

/** The service's generated methods the steps call, for one model. */
type Crud<R> = {
  create(data: Record<string, unknown>): Promise<R>
  retrieve(id: string): Promise<R>
  update(data: Data): Promise<R>
  delete(id: string): Promise<unknown>
}

const b2bImport = (container: MedusaContainer) =>
  container.resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)

function crudOf<M extends Model>(
  container: MedusaContainer,
  model: M,
  plural: SoftDeletable<B2bImportModuleService>
): Crud<Rows[M]> {
  // MedusaService generates the methods per model; a name built from the
  // model's (`create${plural}`) cannot pick one for TypeScript.
  const service = b2bImport(container) as unknown as Record<
    string,
    (arg: unknown) => Promise<Rows[M]>
  >
  return {
    create: (data) => service[`create${plural}`](data),
    retrieve: (id) => service[`retrieve${model}`](id),
    update: (data) => service[`update${plural}`](data),
    delete: (id) => service[`delete${plural}`](id),
  }
}

/**
 * Create, update and soft-delete steps with compensation for one model of the
 * B2B import module; ids are 32 hex characters like every id of the `/api` dialect.
 */
function crudSteps<M extends Model>(
  model: M,
  plural: SoftDeletable<B2bImportModuleService>
) {
  const create = createStep(
    `plugin-b2b-import-create-${kebab(model)}`,
    async (data: Record<string, unknown>, { container }) => {
      const row = await crudOf(container, model, plural).create({
        id: newHexId(),
        ...data,
      })
      return new StepResponse(row, row.id)
    },
    async (id, { container }) => {
      if (id) await crudOf(container, model, plural).delete(id)
    }
  )
  const update = createStep(
    `plugin-b2b-import-update-${kebab(model)}`,
    async (data: Data, { container }) => {
      const crud = crudOf(container, model, plural)
      const before: Record<string, unknown> = await crud.retrieve(data.id)
      const row = await crud.update(data)
      const previous = Object.fromEntries(
        Object.keys(data).map((k) => [k, before[k]])
      )
      return new StepResponse(row, { ...previous, id: data.id })
    },
    async (previous, { container }) => {
      if (previous) await crudOf(container, model, plural).update(previous)
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
