/** The forecast feature's face (issue 24 items 2 and 3; decision 0197): its routes, and the per-item par /stock may use. */
export { forecastRoutes } from './forecast.routes';
export { itemParsFromProperties } from './forecast.service';
