import type { FilePlaces, RowError } from "./types"

/**
 * An error's column in the file's own terms: an Excel column also by its
 * cell ("Quantity (C17)", or "Quantity (column C)" for the whole column), an
 * EDIFACT line by its segment ("items[].QTY (LIN+3, segment 17)"). Applied
 * once to every stage's errors of a run, so later stages (an unknown SKU, a
 * short stock) name the place as the map stage does.
 */
export function placed(error: RowError, places?: FilePlaces): RowError {
  if (!places) return error
  const letter = error.column ? places.columns?.[error.column] : undefined
  const where = error.row !== null ? places.rows?.[error.row] : undefined
  if (!letter && !where) return error
  const cell = letter
    ? error.row !== null
      ? `${letter}${error.row}`
      : `column ${letter}`
    : null
  const at = [cell, where].filter(Boolean).join(", ")
  return { ...error, column: error.column ? `${error.column} (${at})` : at }
}

export const placedAll = (errors: RowError[], places?: FilePlaces) =>
  places ? errors.map((e) => placed(e, places)) : errors
