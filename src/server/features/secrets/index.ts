/** The secrets feature's face: what other features use of it. */
export { storedSecret } from './secrets.repo';
