import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrRuns } from './qr-modules';

describe('qrRuns', () => {
  it('covers exactly the dark modules of the QR matrix, row by row', () => {
    const text = 'https://linen.example/bag-exchange?bag=a1b2c3d4e5f6';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { size, runs } = qrRuns(text);
    expect(size).toBe(modules.size);
    const dark = new Set<string>();
    for (const [row, col, length] of runs) for (let c = col; c < col + length; c++) dark.add(`${row},${c}`);
    for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) expect(dark.has(`${r},${c}`)).toBe(modules.get(r, c) === 1);
  });

  it('starts with the finder pattern (seven dark modules top left)', () => {
    const { runs } = qrRuns('x');
    expect(runs[0]).toEqual([0, 0, 7]);
  });
});
