import {
  FILE_FORMAT_TRAITS,
  type FileFormat,
  type ResponseFormat,
} from "../file-formats"
import { latin1Only } from "./edifact-text"
import type { OrderResponse } from "./schema"
import {
  DEFAULT_INTERCHANGE,
  type Interchange,
  writeEdifactOrderResponse,
} from "./write-edifact"
import { writeOpenTransOrderResponse } from "./write-opentrans"
import { type ResponseSeller, writeUblOrderResponse } from "./write-ubl"

/** The media type each response document is answered with. */
export const RESPONSE_MEDIA_TYPES: Record<ResponseFormat, string> = {
  opentrans: "application/xml",
  ubl: "application/xml",
  edifact: "application/edifact",
  json: "application/json",
}

/** The documents a record's response can be had in, its standard's first (the default): the standard's own and JSON. */
export function responseChoices(fileFormat: FileFormat): ResponseFormat[] {
  const standard = FILE_FORMAT_TRAITS[fileFormat].response
  return standard === "json" ? ["json"] : [standard, "json"]
}

/** Why nothing matched the Accept header, listing what the record's response can be had in. */
export function notAcceptableMessage(
  accept: string,
  choices: ResponseFormat[]
): string {
  const types = choices.map((f) => RESPONSE_MEDIA_TYPES[f]).join(" or ")
  return `This order response cannot be answered as "${accept.slice(0, 200)}": it is available as ${types}. Send one of them in Accept (or */*).`
}

export type ResponseDocument = {
  format: ResponseFormat
  content: Buffer
  contentType: string
}

/** The response written in one format: bytes and media type (an EDIFACT interchange in its character set). */
export function writeOrderResponse(
  response: OrderResponse,
  format: ResponseFormat,
  context: { seller: ResponseSeller; interchange?: Interchange | null }
): ResponseDocument {
  const contentType = RESPONSE_MEDIA_TYPES[format]
  switch (format) {
    case "opentrans":
      return {
        format,
        contentType: `${contentType}; charset=utf-8`,
        content: Buffer.from(
          writeOpenTransOrderResponse(response, context.seller),
          "utf8"
        ),
      }
    case "ubl":
      return {
        format,
        contentType: `${contentType}; charset=utf-8`,
        content: Buffer.from(
          writeUblOrderResponse(response, context.seller),
          "utf8"
        ),
      }
    case "edifact": {
      const interchange = context.interchange ?? DEFAULT_INTERCHANGE
      const text = writeEdifactOrderResponse(response, interchange)
      const latin1 = latin1Only(interchange.syntax)
      return {
        format,
        contentType: `${contentType}; charset=${latin1 ? "iso-8859-1" : "utf-8"}`,
        content: Buffer.from(text, latin1 ? "latin1" : "utf8"),
      }
    }
    default:
      return {
        format,
        contentType: `${contentType}; charset=utf-8`,
        content: Buffer.from(JSON.stringify(response), "utf8"),
      }
  }
}
