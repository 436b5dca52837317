import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { replaceInboundFileWorkflow } from "../../workflows/b2b-import"

/**
 * Replaces a record's file under the record's lock (the one process and
 * approve run under), so a corrected file never lands in the middle of a run.
 */
export async function replaceInboundFile(
  container: MedusaContainer,
  input: {
    id: string
    fileName: string
    contentType?: string | null
    content: Buffer
    actor: string | null
  }
) {
  return container.resolve(Modules.LOCKING).execute(
    `plugin-b2b-inbound-record:${input.id}`,
    async () => {
      const { result } = await replaceInboundFileWorkflow(container).run({
        input: {
          recordId: input.id,
          fileName: input.fileName,
          contentType: input.contentType,
          contentBase64: input.content.toString("base64"),
          actor: input.actor,
        },
      })
      return result
    },
    { timeout: 120, expire: 15 }
  )
}
