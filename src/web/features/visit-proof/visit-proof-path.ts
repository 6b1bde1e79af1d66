/** The proof page of a courier visit (decision 0191): one address for staff and the property's owner. */
export const visitProofPath = (visitId: string) => `/visits/${visitId}`;
