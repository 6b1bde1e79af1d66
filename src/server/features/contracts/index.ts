/** The contracts feature's face: what other features use of it. */
export { listContracts } from './contracts.repo';
export { pdfOf } from './contracts.service';
