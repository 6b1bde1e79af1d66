/** The contracts feature's face: what other features use of it. */
export { listContracts } from './contracts.repo';
export { pdfOf } from './contracts.service';
export { embedTextFonts } from './pdf-fonts';
export { toDrawable, wordCachedMeasure, wrapText } from './pdf-layout';
export type { Measure } from './pdf-layout';
