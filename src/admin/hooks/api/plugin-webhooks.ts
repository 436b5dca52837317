import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type {
  Webhook,
  WebhookDeliveryList,
  WebhookDraft,
  WebhookList,
} from "../../../types/webhooks"
import type { ListQuery } from "./plugin-access"
import { queryKeysFactory } from "./query-keys"
import { useDeleteById, useInvalidate } from "./resource-hooks"

const webhookKeys = queryKeysFactory("plugin-webhooks")
const PATH = "/admin/plugin-webhooks"

/** One page of the webhooks the admin may see: `q`, `order`, paging. */
export function useWebhooks(query: ListQuery) {
  return useQuery({
    queryKey: webhookKeys.list(query),
    queryFn: () => sdk.client.fetch<WebhookList>(PATH, { query }),
    placeholderData: keepPreviousData,
  })
}

/** One webhook (for a drawer opened by a link to a row not on the page). */
export function useWebhook(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.detail(id ?? ""),
    queryFn: () => sdk.client.fetch<{ webhook: Webhook }>(`${PATH}/${id}`),
    select: (data) => data.webhook,
    enabled: enabled && !!id,
  })
}

/** Registers a webhook; the answer carries its signing secret, once. */
export function useCreateWebhook() {
  const invalidate = useInvalidate(webhookKeys.all)
  return useMutation({
    mutationFn: (body: WebhookDraft) =>
      sdk.client.fetch<{ webhook: Webhook; secret: string }>(PATH, {
        method: "POST",
        body,
      }),
    onSuccess: invalidate,
  })
}

/** Changes a webhook's name, event, address or whether it is active. */
export function useUpdateWebhook() {
  const invalidate = useInvalidate(webhookKeys.all)
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<WebhookDraft> & { id: string }) =>
      sdk.client.fetch<{ webhook: Webhook }>(`${PATH}/${id}`, {
        method: "POST",
        body,
      }),
    onSuccess: invalidate,
  })
}

/** A new signing secret; the receiver must switch to it. */
export function useRenewWebhookSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      sdk.client.fetch<{ id: string; secret: string }>(`${PATH}/${id}/secret`, {
        method: "POST",
      }),
  })
}

/** Deletes a webhook. */
export function useDeleteWebhook() {
  return useDeleteById(PATH, webhookKeys.all)
}

/** One page of a webhook's delivery log, newest first; refreshed while open so retries show. */
export function useWebhookDeliveries(
  id: string | undefined,
  query: { offset: number; limit: number }
) {
  return useQuery({
    queryKey: [...webhookKeys.detail(id ?? ""), "deliveries", query],
    queryFn: () =>
      sdk.client.fetch<WebhookDeliveryList>(`${PATH}/${id}/deliveries`, {
        query,
      }),
    enabled: !!id,
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
}

/** "Send again": queues a finished delivery once more (same event id). */
export function useResendDelivery() {
  const invalidate = useInvalidate(webhookKeys.all)
  return useMutation({
    mutationFn: (deliveryId: string) =>
      sdk.client.fetch<{ delivery: { id: string; status: string } }>(
        `/admin/plugin-webhook-deliveries/${deliveryId}/resend`,
        { method: "POST" }
      ),
    onSuccess: invalidate,
  })
}
