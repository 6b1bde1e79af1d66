/** The forecast feature's face (issue 24 items 2 and 3; decision 0197): its routes, and the kept per-item sum of property pars /stock may use. */
export { forecastRoutes } from './forecast.routes';
export { keptParsOf, readKeptPars, refreshStockPars, STOCK_PARS_EVERY_MS, type KeptPars } from './stock-pars.service';
