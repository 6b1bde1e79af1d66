/** The my-data feature's face: an owner's data export and account erasure routes. */
export { myDataRoutes } from './my-data.routes';
