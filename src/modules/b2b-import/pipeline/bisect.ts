/**
 * The smallest prefix length in [lo, hi] for which `fails` holds, given that
 * it holds for `hi` and, once true, stays true for longer prefixes. Used to
 * find where a decoder or parser first fails, only after it has failed.
 */
export function shortestFailingPrefix(
  lo: number,
  hi: number,
  fails: (length: number) => boolean
): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (fails(mid)) hi = mid
    else lo = mid + 1
  }
  return lo
}
