/** GET /api/damages (a keyset page), the property filter's search, POST /api/damages/:id/charge and the photos of a damage record. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DamagePeriod } from '@shared/domain/damages';
import type { TDamagePhoto } from '@shared/schemas/damages';
import { apiClient } from '@web/lib/api-client';

export interface DamageListParams {
  search: string;
  property: string;
  period: DamagePeriod;
  /** The page's cursor (the previous page's nextCursor); null for the first page. */
  cursor: string | null;
}

export const damageKeys = {
  all: ['damages'] as const,
  list: (params: DamageListParams) => ['damages', 'list', params] as const,
  properties: (search: string) => ['damages', 'properties', search] as const,
  photos: (id: string) => ['damages', 'photos', id] as const,
};

export function useDamages(params: DamageListParams) {
  return useQuery({
    queryKey: damageKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get('/api/damages', {
        query: { period: params.period, property: params.property, cursor: params.cursor ?? undefined, search: params.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The property filter's search-as-you-type: up to 20 properties with damage records (asked only while the list is open). */
export function useDamageProperties(search: string, enabled: boolean) {
  return useQuery({
    queryKey: damageKeys.properties(search),
    queryFn: ({ signal }) => apiClient.get('/api/damages/properties', { query: { search: search || undefined }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRequestCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/damages/{id}/charge', { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: damageKeys.all }),
  });
}

/** Uploads one photo (multipart field 'file'); the server re-encodes it. */
export function uploadDamagePhoto(activityId: string, file: File): Promise<{ photo: TDamagePhoto }> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post('/api/damages/{id}/photos', { path: { id: activityId }, body });
}

export function useDamagePhotos(id: string | null) {
  return useQuery({
    queryKey: damageKeys.photos(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/api/damages/{id}/photos', { path: { id: id! }, signal }).then((r) => r.photos),
    enabled: id !== null,
  });
}

export function useAddDamagePhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDamagePhoto(id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: damageKeys.all }),
  });
}

export function useRemoveDamagePhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => apiClient.delete('/api/damages/{id}/photos/{photoId}', { path: { id, photoId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: damageKeys.all }),
  });
}
