import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type StoreInboundFileInput = {
  fileName: string
  contentType: string
  contentBase64: string
}

/**
 * Keeps an uploaded order file through Medusa's file module as a private file
 * (order files hold customer data); compensation deletes it again.
 */
export const storeInboundFileStep = createStep(
  "plugin-b2b-store-inbound-file",
  async (input: StoreInboundFileInput, { container }) => {
    const files = container.resolve(Modules.FILE)
    const [file] = await files.createFiles([
      {
        filename: input.fileName,
        mimeType: input.contentType,
        content: input.contentBase64,
        access: "private",
      },
    ])
    return new StepResponse({ key: file.id }, file.id)
  },
  async (key, { container }) => {
    if (key) await container.resolve(Modules.FILE).deleteFiles([key])
  }
)
