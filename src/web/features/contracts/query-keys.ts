/** Query keys of the contracts screens. Everything under ['property-contracts'] refreshes after a change. */
export const contractKeys = {
  all: ['property-contracts'] as const,
  byProperty: (propertyId: string) => ['property-contracts', 'by-property', propertyId] as const,
  template: (propertyId: string) => ['property-contracts', 'template', propertyId] as const,
  public: (token: string) => ['public-contract', token] as const,
};

/** Screens that show contracts: the panel, the properties' Contract column, the client screens. */
export const contractAffectedKeys = [['property-contracts'], ['properties'], ['clients']] as const;
/** A signature also changes onboarding progress and may create the linen card. */
export const signingAffectedKeys = [...contractAffectedKeys, ['linen-cards']] as const;
