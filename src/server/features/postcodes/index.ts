/**
 * The postcode feature's face (issue 24 item 4): the points of postcodes for ordering a round, and the
 * super admin's import of the ONS postcode directory.
 *
 * `pointsFor(db, postcodes)` answers a Map keyed by the normalised postcode (`normalisePostcode` of
 * src/shared/domain/postcodes.ts: upper case, no spaces, e.g. 'TS11AA'), the key `planRound` looks up.
 */
export { hasPostcodePoints, pointsFor } from './postcodes.repo';
export { postcodesRoutes } from './postcodes.routes';
