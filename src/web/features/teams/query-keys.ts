/** Query keys of the cleaning-teams screens. Everything under ['cleaning-teams'] is refreshed after a change. */
export interface TeamListParams {
  /** 'true' for active teams only (the board's assign dialog), 'false' for inactive ones, '' for all. */
  active: '' | 'true' | 'false';
  search: string;
}

export const teamKeys = {
  all: ['cleaning-teams'] as const,
  list: (params: TeamListParams) => ['cleaning-teams', 'list', params] as const,
};
