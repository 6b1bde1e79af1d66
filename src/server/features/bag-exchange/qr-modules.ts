/**
 * A QR code as rows of dark runs, for drawing as rectangles (crisp at any print size; one rectangle per
 * horizontal run keeps the PDF small). Built with `qrcode`'s QRCode.create (the module matrix only).
 */
import QRCode from 'qrcode';

export interface QrRuns {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark runs: [row, first column, length]. */
  runs: [number, number, number][];
}

export function qrRuns(text: string): QrRuns {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const runs: [number, number, number][] = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size, runs };
}
