import { useLast } from "./use-last"

type DetailQuery<T> = (
  id: string | undefined,
  enabled: boolean
) => { data?: T; isError: boolean }

/**
 * The row a settings page's drawer shows (`open=<id>` in the URL): taken from
 * the page's rows, or fetched on its own when the link names a row on another
 * page. While the drawer closes it keeps the last row and id it showed.
 */
export function useOpenedRow<T extends { id: string }>(
  openId: string | undefined,
  rows: T[] | undefined,
  useDetail: DetailQuery<T>
) {
  const onPage = rows?.find((row) => row.id === openId)
  const fetched = useDetail(openId, !!openId && !onPage && !!rows)
  const shown = onPage ?? fetched.data
  const lastShown = useLast(shown)
  const lastOpenId = useLast(openId)
  return {
    /** What the drawer shows, the last row while it closes. */
    row: openId ? shown : lastShown,
    missing: fetched.isError,
    /** The id of the row last opened: focus goes back to its action menu. */
    lastOpenId,
  }
}
