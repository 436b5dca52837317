/**
 * The path syntax of JSON and XML field mappings, declared once for reading
 * files and for refusing a path when the mapping is saved:
 *
 *   a.b.c                      nested names (a list met on the way: its first element)
 *   a.items[].sku              the list of order lines (line mappings)
 *   a.items.2.sku              an element by position, from 0
 *   a.PARTY[PARTY_ROLE=delivery].ADDRESS.CITY
 *                              the first element whose child PARTY_ROLE is "delivery"
 *                              (compared without case and surrounding spaces)
 *   a.PARTY[PARTY_ID=$ORDER.ORDER_HEADER.ORDER_INFO.ORDER_PARTIES_REFERENCE.SHIPMENT_PARTIES_REFERENCE.DELIVERY_IDREF]
 *                              the element whose PARTY_ID is the text at that path
 *                              (from the document's root; for line paths, from the line)
 *   a.Credential[@_domain=NetworkID].Identity
 *                              XML attributes are `@_name`, in filters too
 */
import { FILE_FORMAT_TRAITS, type FileFormat } from "../file-formats"

export type PathSegment = {
  name: string
  /** `name[]`: the list of order lines. */
  list?: true
  /** `name[field=value]`: the first element whose `field` has this text. */
  filter?: { field: string; value: string }
}

const PLAIN = /^[^[\]=]+$/
const LIST = /^([^[\]=]+)\[\]$/
// FIELD is a child element's name or an attribute's (`@_domain`, as the XML reader names attributes).
const FILTER =
  /^([^[\]=]+)\[\s*(@_[A-Za-z_][\w-]*|[A-Za-z_][\w-]*)\s*=([^[\]]*)\]$/

/** Splits on the dots outside brackets (a filter's value may hold a dot). */
export function splitPath(path: string): string[] {
  return path ? path.split(/\.(?![^[]*\])/) : []
}

/** One segment, or null when the syntax is not one of the above. */
export function parseSegment(segment: string): PathSegment | null {
  if (PLAIN.test(segment)) return { name: segment }
  const list = LIST.exec(segment)
  if (list) return { name: list[1], list: true }
  const filter = FILTER.exec(segment)
  if (filter)
    return {
      name: filter[1],
      filter: { field: filter[2].trim(), value: filter[3].trim() },
    }
  return null
}

/**
 * Why a mapping's source cannot be read from files of this format, in a
 * clerk's words; null when it can. CSV sources are column headers: anything.
 */
export function sourcePathProblem(
  fileFormat: FileFormat,
  source: string,
  /** The mapping's target: a line field (`line.…`) must read from the list of lines. */
  target?: string
): string | null {
  if (FILE_FORMAT_TRAITS[fileFormat].shape === "table") return null
  const problem = pathProblem(source, source)
  if (problem) return problem
  const segments = splitPath(source.trim())
  if (segments.filter((s) => s.endsWith("[]")).length > 1)
    return `The path '${source}' names more than one list of lines ([]); an order has one list of lines.`
  if (target?.startsWith("line.") && !segments.some((s) => s.endsWith("[]")))
    return lineListMissing(source)
  return null
}

/** Said when saving a line mapping and when a run meets one (map.ts). */
export const lineListMissing = (source: string) =>
  `The line mapping '${source}' names no list of lines; put [] after the list, e.g. items[].sku`

/** A path's steps, and a reference filter's path (`[FIELD=$path]`) likewise. */
function pathProblem(source: string, path: string): string | null {
  const segments = splitPath(path.trim())
  if (segments.some((s) => s === ""))
    return `The path '${source}' has an empty step (two dots in a row, or a dot at its start or end).`
  for (const segment of segments) {
    const parsed = parseSegment(segment)
    if (!parsed)
      return `The path '${source}' cannot be read at '${segment}': write name[] for the list of lines, name.2 for an element by position (from 0), or name[FIELD=value] for the element whose FIELD is value, e.g. PARTY[PARTY_ROLE=delivery].`
    const value = parsed.filter?.value
    if (value?.startsWith("$")) {
      if (!value.slice(1).trim())
        return `The path '${source}' refers to no path at '${segment}': write [FIELD=$path.to.value].`
      const inner = pathProblem(source, value.slice(1))
      if (inner) return inner
    }
  }
  return null
}
