/** Query keys of the properties screens. Everything under ['properties'] is refreshed after a change. */
export interface PropertyListParams {
  archived: boolean;
  search: string;
  clientId: string;
  page: number;
}

/** The /properties table's filters (its pages follow by cursor). */
export type PropertyPageParams = Omit<PropertyListParams, 'page'>;

export const propertyKeys = {
  all: ['properties'] as const,
  list: (params: PropertyListParams) => ['properties', 'list', params] as const,
  pages: (params: PropertyPageParams) => ['properties', 'pages', params] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  serviceOptions: ['properties', 'service-options'] as const,
  stockItems: ['stock-items'] as const,
  clientOptions: ['clients', 'options'] as const,
};

/** Other screens' data that a property change affects (client progress, linen cards, contracts). */
export const affectedKeys = [['properties'], ['clients'], ['linen-cards'], ['stock-items']] as const;
