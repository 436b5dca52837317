import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * Deletes order files no record uses any more (a replaced file, the files of
 * deleted records: they hold customer data no route can reach any more). The
 * last step of its workflow, so nothing after it can fail; a file that cannot
 * be deleted stays in the private storage and is logged.
 */
export const deleteStoredFilesStep = createStep(
  "plugin-b2b-delete-stored-file",
  async (input: { keys: string[] }, { container }) => {
    const keys = input.keys.filter(Boolean)
    if (!keys.length) return new StepResponse(undefined)
    try {
      await container.resolve(Modules.FILE).deleteFiles(keys)
    } catch (error) {
      container
        .resolve("logger")
        .warn(
          `B2B import: the order files ${keys.join(", ")} no record uses could not be deleted: ${(error as Error)?.message}`
        )
    }
    return new StepResponse(undefined)
  }
)
