import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory } from "./query-keys"
import { useDeleteById } from "./resource-hooks"
import type {
  FieldMapping,
  MappingInput,
  Profile,
  ProfileInput,
} from "../../components/b2b-import/types"

const profileKeys = queryKeysFactory("b2b-profiles")

/** All import profiles by name (at most 500, far more than a shop has). */
export function useProfiles() {
  return useQuery({
    queryKey: profileKeys.list(),
    queryFn: () =>
      sdk.client.fetch<{ profiles: Profile[]; count: number }>(
        "/admin/b2b/profiles",
        { query: { limit: 500 } }
      ),
    select: (data) => data.profiles,
  })
}

/** One profile with its field mappings in position order. */
export function useProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.detail(id),
    queryFn: () =>
      sdk.client.fetch<{ profile: Profile }>(`/admin/b2b/profiles/${id}`),
    select: (data) => ({
      ...data.profile,
      mappings: [...(data.profile.mappings ?? [])].sort(
        (a, b) => a.position - b.position
      ),
    }),
  })
}

/** Creates a profile (no id) or changes one. */
export function useSaveProfile(id?: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Partial<ProfileInput>) =>
      sdk.client
        .fetch<{ profile: Profile }>(
          id ? `/admin/b2b/profiles/${id}` : "/admin/b2b/profiles",
          { method: "POST", body }
        )
        .then((r) => r.profile),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }),
  })
}

/** Deletes a profile; its records stay. */
export function useDeleteProfile() {
  // only the list: the deleted profile's own query would answer 404 while its page closes
  return useDeleteById("/admin/b2b/profiles", profileKeys.lists())
}

/** Adds a mapping to the profile (no mapping id) or changes one. */
export function useSaveMapping(profileId: string, mappingId?: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: MappingInput) =>
      sdk.client
        .fetch<{ mapping: FieldMapping }>(
          mappingId
            ? `/admin/b2b/mappings/${mappingId}`
            : `/admin/b2b/profiles/${profileId}/mappings`,
          {
            method: "POST",
            body,
          }
        )
        .then((r) => r.mapping),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: profileKeys.detail(profileId) }),
  })
}

/** Deletes a field mapping. */
export function useDeleteMapping(profileId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (mappingId: string) =>
      sdk.client.fetch(`/admin/b2b/mappings/${mappingId}`, {
        method: "DELETE",
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: profileKeys.detail(profileId) }),
  })
}

/** Writes the format's standard field mappings as the profile's own, to be edited one by one. */
export function useCopyStandardMappings(profileId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () =>
      sdk.client.fetch<{ mappings: FieldMapping[] }>(
        `/admin/b2b/profiles/${profileId}/mappings/standard`,
        { method: "POST" }
      ),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: profileKeys.detail(profileId) }),
  })
}
