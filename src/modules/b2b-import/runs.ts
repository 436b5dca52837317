/** A record's runs oldest first (by start, then by end): the order its history is shown in. */
export function runsInOrder<
  T extends { started_at: Date | string; finished_at: Date | string },
>(runs: T[] | null | undefined): T[] {
  const time = (v: Date | string) => new Date(v).getTime()
  return [...(runs ?? [])].sort(
    (a, b) =>
      time(a.started_at) - time(b.started_at) ||
      time(a.finished_at) - time(b.finished_at)
  )
}
