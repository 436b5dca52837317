import { ApiErrorCode } from "../errors"
import type { LevelContext, ParsedCriteria } from "./types"
import { CRITERIA_LIMITS } from "./limits"
import { given } from "./problems"
import { isRecord } from "../../utils/is-record"

/**
 * Reads `associations` (`{ aclRoles: { limit, filter, sort, associations } }`):
 * each key an association of the entity, each value its own criteria,
 * parsed against the related entity with problems pointing into it.
 */
export function parseAssociations(
  raw: unknown,
  ctx: LevelContext,
  parseLevel: (
    raw: Record<string, unknown>,
    ctx: LevelContext
  ) => ParsedCriteria
): Record<string, ParsedCriteria> | undefined {
  if (!isRecord(raw)) {
    ctx.problems.add(
      ["associations"],
      `"associations" must be an object mapping association names to criteria, ${given(raw)} given.`
    )
    return undefined
  }
  const known = ctx.schema?.associationsOf(ctx.entityName) ?? {}
  const names = Object.keys(known)
  const parsed: Record<string, ParsedCriteria> = {}
  for (const [name, nested] of Object.entries(raw)) {
    const at = ["associations", name]
    if (!Object.prototype.hasOwnProperty.call(known, name) || !ctx.schema) {
      ctx.problems.add(
        at,
        `Entity ${ctx.entityName} has no association "${name}". ` +
          (names.length
            ? `Associations: ${names.join(", ")}.`
            : "It has no associations."),
        ApiErrorCode.ASSOCIATION_NOT_FOUND
      )
      continue
    }
    if (++ctx.budget.associations > CRITERIA_LIMITS.associations) {
      ctx.problems.add(
        at,
        `The criteria loads more than ${CRITERIA_LIMITS.associations} associations (nested ones included); load at most ${CRITERIA_LIMITS.associations}.`,
        ApiErrorCode.CRITERIA_LIMIT_EXCEEDED
      )
      return parsed
    }
    // A query string names an association without criteria as `associations[x]=` or `associations[x][]=`.
    const empty =
      nested === null ||
      nested === undefined ||
      nested === "" ||
      (Array.isArray(nested) && nested.every((v) => v === ""))
    if (!empty && !isRecord(nested)) {
      ctx.problems.add(
        at,
        `"associations.${name}" must be a criteria object (or {}), ${given(nested)} given.`
      )
      continue
    }
    const entity = known[name].entity
    parsed[name] = parseLevel(
      empty ? {} : (nested as Record<string, unknown>),
      {
        ...ctx,
        entityName: entity,
        fields: ctx.schema.fieldsOf(entity),
        problems: ctx.problems.within(at),
        path: [...ctx.path, ...at],
      }
    )
  }
  return parsed
}
