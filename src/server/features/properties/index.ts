/** The properties feature's face: what other features use of it. */
export { countAllProperties, findProperty, findStockItems, latestContracts, listStockItems, lockProperty } from './properties.repo';
export type { PropertyRow, StockItemRow } from './properties.repo';
export { propertyId } from './properties.routes';
