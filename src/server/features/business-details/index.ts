/** What other features and the composition root use of the business details (issue 23; decision 0193). */
export { businessDetailsRoutes } from './business-details.routes';
export { readBusinessDetails, findLogo } from './business-details.repo';
