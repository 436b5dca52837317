import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type { queryKeysFactory } from "./query-keys"

type Keys = ReturnType<typeof queryKeysFactory>

/** One page of a plugin list; the previous page stays shown while the next loads. */
export function usePage<TList>(
  keys: Keys,
  path: string,
  query: Record<string, string | number>
) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: () => sdk.client.fetch<TList>(path, { query }),
    placeholderData: keepPreviousData,
  })
}

/** Refreshes every query under the given keys. */
export function useInvalidate(...keys: QueryKey[]) {
  const client = useQueryClient()
  return () =>
    Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
}

/** Deletes `<path>/<id>`, then refreshes the given keys. */
export function useDeleteById(path: string, ...refresh: QueryKey[]) {
  const invalidate = useInvalidate(...refresh)
  return useMutation({
    mutationFn: (id: string) =>
      sdk.client.fetch(`${path}/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  })
}
