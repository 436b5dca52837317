import type { EntityFields } from "../entities/types"
import {
  type Checked,
  type FieldUse,
  resolveField,
  type ResolvedField,
} from "./fields"

/** An association as the criteria sees it: where it leads and which columns of this entity it needs. */
export type AssociationInfo = {
  entity: string
  toMany: boolean
  /** Columns of this entity to read so the association can be followed (a to-one's foreign key). */
  parentSelect: string[]
}

/** The entities a criteria can reach: their fields and associations, by entity name. */
export type CriteriaSchema = {
  fieldsOf(entity: string): EntityFields
  associationsOf(entity: string): Record<string, AssociationInfo>
}

/** Where a name is looked up: the entity, its fields, and the schema for association paths. */
export type FieldScope = {
  entityName: string
  fields: EntityFields
  schema?: CriteriaSchema
}

/** Key of a row's values read through association paths (filled before sorting, grouping, aggregating). */
export const PATH_VALUES = "__pathValues"

/** Key of a filter condition through an association, replaced by an id condition before the query runs. */
export const ASSOCIATION_FILTER = "$pluginAssociation"

/** Associations one path may pass through, e.g. `profile.fieldMappings.target` passes two. */
const MAX_PATH_ASSOCIATIONS = 3

const own = (o: object, key: string) =>
  Object.prototype.hasOwnProperty.call(o, key)

/**
 * Resolves a field of the entity or, with a schema, a path through its
 * associations (`aclRoles.name`, `profile.approvalMode`). A path field reads
 * its values from the row's PATH_VALUES; `via` says how to get there.
 */
export function resolvePath(
  name: string,
  use: FieldUse,
  scope: FieldScope
): Checked<ResolvedField> {
  const direct = resolveField(name, use, scope.entityName, scope.fields)
  if (direct.ok || !scope.schema || use === "include") return direct
  const prefix = `${scope.entityName}.`
  const wire = name.startsWith(prefix) ? name.slice(prefix.length) : name
  const dot = wire.indexOf(".")
  const associations = scope.schema.associationsOf(scope.entityName)
  const head = dot > 0 ? wire.slice(0, dot) : wire
  if (!own(associations, head)) {
    const known = Object.keys(associations)
    return known.length && !direct.ok
      ? {
          ...direct,
          detail: `${direct.detail} Associations: ${known.join(", ")}.`,
        }
      : direct
  }
  if (dot < 0)
    return {
      ok: false,
      detail: `"${wire}" is an association of entity ${scope.entityName}; name one of its fields, e.g. "${wire}.id".`,
    }
  if (wire.split(".").length > MAX_PATH_ASSOCIATIONS + 1)
    return {
      ok: false,
      detail: `"${name}" passes through more than ${MAX_PATH_ASSOCIATIONS} associations.`,
    }
  const association = associations[head]
  const inner = resolvePath(wire.slice(dot + 1), use, {
    entityName: association.entity,
    fields: scope.schema.fieldsOf(association.entity),
    schema: scope.schema,
  })
  if (!inner.ok) return inner
  return {
    ok: true,
    value: {
      ...inner.value,
      name: wire,
      column: `${PATH_VALUES}.${wire}`,
      select: association.parentSelect,
      get: (row) =>
        (row[PATH_VALUES] as Record<string, unknown> | undefined)?.[wire] ?? [],
      via: {
        association: head,
        entity: association.entity,
        target: inner.value,
      },
    },
  }
}
