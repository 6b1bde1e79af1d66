/** The courier feature's face (issue 22): the routes of a courier's stops sent from a phone. */
export { courierRoutes } from './courier.routes';
