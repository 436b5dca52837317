import { MedusaService } from "@medusajs/framework/utils"
import { B2B_ERROR_CODES, b2bError } from "./errors"
import { FieldMapping } from "./models/field-mapping"
import { InboundRecord } from "./models/inbound-record"
import { Profile } from "./models/profile"
import { ORDER_NUMBER_HOLDING_STATUSES } from "./status-machine"

/** Import profiles, field mappings and inbound records of the B2B order import, with the domain's reads. */
export default class B2bImportModuleService extends MedusaService({
  // Keys follow the model names so that query.graph finds the list methods.
  ImportProfile: Profile,
  FieldMapping: FieldMapping,
  InboundRecord: InboundRecord,
}) {
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
}
