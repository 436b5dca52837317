import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import {
  type FileRead,
  type LoadedRecord,
  needsFile,
  orderToValidate,
} from "../../../modules/b2b-import/pipeline/order/decide-outcome"
import type { InboundRecordRow } from "../../../modules/b2b-import/pipeline/order/types"
import {
  fileError,
  readAndMap,
} from "../../../modules/b2b-import/pipeline/read-file"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import { pluginOptions } from "../../../modules/plugin-settings"
import { loadInboundRecord } from "./load-inbound-record"

/** What a run read before it decides: the record with its profile, the file read and mapped, and its number's lock. */
export type InboundRunRead = {
  action: InboundAction
  loaded: LoadedRecord
  read: FileRead
  /**
   * The lock two files with the same order number are serialised on from here
   * on, so that the number's holder is read under it and only one of them can
   * become an order. None when the run takes no new number (an adopted order).
   */
  lockKey?: string
}

/** The "parse" and "map" stages: the stored file read with the profile's settings; null when the run needs no file. */
async function readInboundFile(
  container: MedusaContainer,
  action: InboundAction,
  loaded: LoadedRecord
): Promise<FileRead> {
  if (!needsFile(action, loaded)) return null
  let buffer: Buffer
  try {
    buffer = await container
      .resolve(Modules.FILE)
      .getAsBuffer(loaded.record.file_key)
  } catch {
    return {
      fileErrors: [
        fileError(
          "FILE_MISSING",
          "The uploaded file can no longer be read from the file storage. Upload it again."
        ),
      ],
    }
  }
  return readAndMap(
    buffer,
    loaded.profile!,
    loaded.rules,
    pluginOptions(container).maxOrderLines
  )
}

/**
 * The record of a run, its profile and an order an interrupted run left,
 * and its file parsed and mapped (process; approve keeps the order mapped at
 * import). Reads only. One step, not two: the workflow SDK deep-copies a
 * value for every step that takes it, and these are a run's largest values.
 */
export const readInboundRunStep = createStep(
  "plugin-b2b-read-inbound-run",
  async (
    input: { action: InboundAction; record: InboundRecordRow },
    { container }
  ): Promise<StepResponse<InboundRunRead>> => {
    const loaded = await loadInboundRecord(container, input.record)
    const read = await readInboundFile(container, input.action, loaded)
    const number = loaded.existingOrder
      ? null
      : orderToValidate(input.action, loaded, read)?.externalNumber
    return new StepResponse({
      action: input.action,
      loaded,
      read,
      lockKey: number
        ? LOCK_KEYS.orderNumber(loaded.record.profile_id, number)
        : undefined,
    })
  }
)
