import { entityNamed } from "./associations/schema"
import type { EntityDefinition } from "./definition"

type Item = Record<string, unknown>
type Resource = {
  id: unknown
  type: string
  attributes: Item
  links: { self: string }
  relationships: Record<string, { data: unknown }>
  meta: null
}

/**
 * One entity as a JSON:API resource. Loaded associations become
 * `relationships` (type and id), their entities go to `included` once each.
 */
export function toResource(
  def: EntityDefinition,
  base: string,
  item: Item,
  included: Map<string, Resource>
): Resource {
  const { id, ...rest } = item
  const attributes: Item = {}
  const relationships: Resource["relationships"] = {}
  for (const [key, value] of Object.entries(rest)) {
    const association = def.associations?.[key]
    if (!association) {
      attributes[key] = value
      continue
    }
    const target = entityNamed(association.entity)
    const link = (related: Item) => {
      const ref = `${target.name}:${String(related.id)}`
      if (!included.has(ref))
        included.set(ref, toResource(target, base, related, included))
      return { type: target.name, id: related.id }
    }
    relationships[key] = {
      data: Array.isArray(value)
        ? value.map((v) => link(v as Item))
        : value
          ? link(value as Item)
          : null,
    }
  }
  return {
    id,
    type: def.name,
    attributes,
    links: { self: `${base}/api/${def.path}/${String(id)}` },
    relationships,
    meta: null,
  }
}
