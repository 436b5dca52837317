/** Escapes LIKE/ILIKE wildcards (`%`, `_`) and the escape character itself, so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, "\\$&")
}

/** A LIKE pattern that finds `text` anywhere, taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`
}
