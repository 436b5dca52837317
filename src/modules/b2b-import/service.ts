import type {
  ConfigModule,
  Context,
  IEventBusModuleService,
  InferTypeOf,
  Logger,
} from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
  Modules,
} from "@medusajs/framework/utils"
import { B2B_ERROR_CODES, b2bError } from "./errors"
import { B2B_IMPORT_EVENTS } from "./events"
import { FieldMapping } from "./models/field-mapping"
import { InboundRecord } from "./models/inbound-record"
import { OrderNumberClaim } from "./models/order-number-claim"
import { InboundRun } from "./models/inbound-run"
import { InboundRecordEvent } from "./models/inbound-record-event"
import { Profile } from "./models/profile"
import {
  NEEDS_ATTENTION_STATUSES,
  ORDER_NUMBER_HOLDING_STATUSES,
} from "./status-machine"
import { INBOUND_STATUSES, type InboundStatus } from "./types"

/** Import profiles, field mappings and inbound records of the B2B order import, with the domain's reads. */
export default class B2bImportModuleService extends MedusaService({
  // Keys follow the model names so that query.graph finds the list methods.
  ImportProfile: Profile,
  FieldMapping: FieldMapping,
  InboundRecord: InboundRecord,
  OrderNumberClaim: OrderNumberClaim,
  InboundRun: InboundRun,
  // The outbox of record events, read and marked by the webhooks dispatch (the names: src/modules/webhooks/event-catalogue.ts).
  InboundRecordEvent: InboundRecordEvent,
}) {
  /** What the start-up hook needs of the module's container (resolved when it runs). */
  private readonly deps_: Record<string, unknown>

  constructor(
    ...args: ConstructorParameters<ReturnType<typeof MedusaService>>
  ) {
    super(...args)
    this.deps_ = args[0] as Record<string, unknown>
  }

  /**
   * Medusa calls this once the whole application is loaded. An instance that
   * runs background work announces its start, so that orders a killed run
   * left are linked to their records before anyone acts on them (the
   * subscriber runs the workflows; a module only emits). API servers of a
   * cluster leave it to the worker, whose job run does it too.
   */
  __hooks = {
    onApplicationStart: async () => {
      const config = this.deps_[
        ContainerRegistrationKeys.CONFIG_MODULE
      ] as ConfigModule
      if (config?.projectConfig?.workerMode === "server") return
      try {
        await (this.deps_[Modules.EVENT_BUS] as IEventBusModuleService).emit({
          name: B2B_IMPORT_EVENTS.started,
          data: {},
        })
      } catch (error) {
        ;(this.deps_[ContainerRegistrationKeys.LOGGER] as Logger).warn(
          `B2B import: the start-up check for orders left by interrupted runs was not started: ${(error as Error).message}. The pending-records job does it on its next run.`
        )
      }
    },
  }

  /**
   * A run's result: the record's new state and the run's entry in its history,
   * in one transaction (a record never shows a state its history lacks).
   */
  @InjectTransactionManager()
  async finishInboundRun(
    record: Omit<Partial<InferTypeOf<typeof InboundRecord>>, "runs"> & {
      id: string
    },
    run: Omit<Partial<InferTypeOf<typeof InboundRun>>, "record">,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<InferTypeOf<typeof InboundRecord>> {
    const [updated] = await this.updateInboundRecords(
      { selector: { id: record.id }, data: record },
      sharedContext
    )
    await this.createInboundRuns(run, sharedContext)
    return updated
  }

  /** The inbound record by id, or a 404 in words (with the import's code). */
  async getInboundRecord(id: string) {
    const [record] = await this.listInboundRecords({ id }, { take: 1 })
    if (!record)
      throw b2bError(
        "NOT_FOUND",
        B2B_ERROR_CODES.RECORD_NOT_FOUND,
        `No inbound record with id "${id}" exists.`
      )
    return record
  }

  /** A profile files may be uploaded for: it exists and is active; otherwise the error names what to fix. */
  async retrieveActiveProfile(profileId: string) {
    const [profile] = await this.listImportProfiles(
      { id: profileId },
      { select: ["id", "name", "active"] }
    )
    if (!profile)
      throw b2bError(
        "INVALID_DATA",
        B2B_ERROR_CODES.INVALID_PROFILE_ID,
        `There is no import profile with id "${profileId}".`
      )
    if (!profile.active)
      throw b2bError(
        "INVALID_DATA",
        B2B_ERROR_CODES.INVALID_PROFILE_ID,
        `The import profile "${profile.name}" is inactive; activate it or use another profile.`
      )
    return profile
  }

  /** A profile with its field mappings, or null when it was deleted. */
  async findProfileWithMappings(profileId: string) {
    const [profile] = await this.listImportProfiles(
      { id: profileId },
      { relations: ["mappings"] }
    )
    return profile ?? null
  }

  /** The first record that received the same file (by SHA-256) for the profile. */
  async findRecordOfFile(profileId: string, sha256: string) {
    const [record] = await this.listInboundRecords(
      { profile_id: profileId, file_sha256: sha256 },
      { order: { created_at: "ASC" }, take: 1 }
    )
    return record ?? null
  }

  /** The order that carries the profile's external order number, unless it is this record's own. */
  async findOrderNumberClaim(
    profileId: string,
    externalNumber: string,
    exceptRecordId: string
  ) {
    const [claim] = await this.listOrderNumberClaims(
      {
        profile_id: profileId,
        external_order_number: externalNumber,
        record_id: { $ne: exceptRecordId },
      },
      { select: ["id", "order_id", "record_id"], take: 1 }
    )
    return claim ?? null
  }

  /** Another record of the profile holding the external order number (imported, or waiting for approval). */
  async findOrderNumberHolder(
    profileId: string,
    externalNumber: string,
    exceptRecordId: string
  ) {
    const [holder] = await this.listInboundRecords(
      {
        profile_id: profileId,
        external_order_number: externalNumber,
        status: [...ORDER_NUMBER_HOLDING_STATUSES],
        id: { $ne: exceptRecordId },
      },
      {
        select: ["id", "status", "order_id"],
        take: 1,
        order: { created_at: "ASC" },
      }
    )
    return holder ?? null
  }

  /** Another record of the profile that received this file (by SHA-256), or null. */
  async findOtherRecordOfFile(
    profileId: string,
    sha256: string,
    exceptRecordId: string
  ) {
    const [record] = await this.listInboundRecords(
      {
        profile_id: profileId,
        file_sha256: sha256,
        id: { $ne: exceptRecordId },
      },
      { select: ["id", "status", "file_name"], take: 1 }
    )
    return record ?? null
  }

  /** Records per status, and how many need attention (NEEDS_ATTENTION_STATUSES); optionally of one profile. */
  async countRecordsByStatus(filters: { profile_id?: string } = {}) {
    const counts = await Promise.all(
      INBOUND_STATUSES.map(
        async (status) =>
          (
            await this.listAndCountInboundRecords(
              { ...filters, status },
              { select: ["id"], take: 1 }
            )
          )[1]
      )
    )
    const byStatus = Object.fromEntries(
      INBOUND_STATUSES.map((s, i) => [s, counts[i]])
    ) as Record<InboundStatus, number>
    const needsAttention = NEEDS_ATTENTION_STATUSES.reduce(
      (sum, s) => sum + byStatus[s],
      0
    )
    return { byStatus, needsAttention }
  }
}
