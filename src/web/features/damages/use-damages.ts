/** GET /api/damages, POST /api/damages/:id/charge and the photos of a damage record. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DamagePeriod } from '@shared/domain/damages';
import type { TChargeRequest, TDamagePhoto, TDamagesResponse } from '@shared/schemas/damages';
import { api } from '@web/lib/api';

export interface DamageListParams {
  search: string;
  property: string;
  period: DamagePeriod;
  page: number;
}

export const damageKeys = {
  all: ['damages'] as const,
  list: (params: DamageListParams) => ['damages', 'list', params] as const,
  photos: (id: string) => ['damages', 'photos', id] as const,
};

export function useDamages(params: DamageListParams) {
  return useQuery({
    queryKey: damageKeys.list(params),
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({ period: params.period, property: params.property, page: String(params.page) });
      if (params.search) qs.set('search', params.search);
      return api<TDamagesResponse>(`/api/damages?${qs}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useRequestCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TChargeRequest>(`/api/damages/${encodeURIComponent(id)}/charge`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: damageKeys.all }),
  });
}

const photosPath = (id: string) => `/api/damages/${encodeURIComponent(id)}/photos`;

/** Uploads one photo (multipart field 'file'); the server re-encodes it. */
export function uploadDamagePhoto(activityId: string, file: File): Promise<{ photo: TDamagePhoto }> {
  const body = new FormData();
  body.append('file', file);
  return api<{ photo: TDamagePhoto }>(photosPath(activityId), { method: 'POST', body });
}

export function useDamagePhotos(id: string | null) {
  return useQuery({
    queryKey: damageKeys.photos(id ?? ''),
    queryFn: ({ signal }) => api<{ photos: TDamagePhoto[] }>(photosPath(id!), { signal }).then((r) => r.photos),
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
    mutationFn: (photoId: string) => api(`${photosPath(id)}/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: damageKeys.all }),
  });
}
