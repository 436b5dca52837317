import type { MedusaContainer } from "@medusajs/framework/types"
import { replaceInboundFileWorkflow } from "../../workflows/b2b-import"
import { withRecordAndFileLocks } from "./record-locks"

/**
 * Replaces a record's file under the record's lock (the one process and
 * approve run under), so a corrected file never lands in the middle of a run,
 * and under the locks of the old and the new file, so an upload of either
 * meets the record before or after, never half-replaced.
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
  return withRecordAndFileLocks(
    container,
    { ids: [input.id], newFile: input.content },
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
    }
  )
}
