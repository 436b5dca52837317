import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { pluginOptions } from "../../../modules/plugin-settings"
import {
  type FileRead,
  type LoadedRecord,
  needsFile,
} from "../../../modules/b2b-import/pipeline/order/decide-outcome"
import {
  fileError,
  readAndMap,
} from "../../../modules/b2b-import/pipeline/read-file"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"

/** The "parse" and "map" stages: the stored file read with the profile's settings; null when the run needs no file. */
export const readInboundFileStep = createStep(
  "plugin-b2b-read-inbound-file",
  async (
    input: { action: InboundAction; loaded: LoadedRecord },
    { container }
  ): Promise<StepResponse<FileRead>> => {
    if (!needsFile(input.action, input.loaded)) return new StepResponse(null)
    let buffer: Buffer
    try {
      buffer = await container
        .resolve(Modules.FILE)
        .getAsBuffer(input.loaded.record.file_key)
    } catch {
      return new StepResponse({
        fileErrors: [
          fileError(
            "FILE_MISSING",
            "The uploaded file can no longer be read from the file storage. Upload it again."
          ),
        ],
      })
    }
    return new StepResponse(
      await readAndMap(
        buffer,
        input.loaded.profile!,
        input.loaded.rules,
        pluginOptions(container).maxOrderLines
      )
    )
  }
)
