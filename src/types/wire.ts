/** A row as JSON carries it to the admin UI: dates become strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K]
}
