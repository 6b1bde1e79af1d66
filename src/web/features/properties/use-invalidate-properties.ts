import { useQueryClient } from '@tanstack/react-query';
import type { TProperty } from '@shared/schemas/properties';
import { affectedKeys, propertyKeys } from './query-keys';

/** After a property change: store the new property and refresh every list that shows it. */
export function useAfterPropertyChange() {
  const queryClient = useQueryClient();
  return async (property?: TProperty) => {
    if (property) queryClient.setQueryData(propertyKeys.detail(property.id), property);
    await Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
  };
}
