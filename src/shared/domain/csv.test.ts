import { describe, expect, it } from 'vitest';
import { csvDate, csvFilename, csvInt, csvMoney, csvText } from './csv';

describe('CSV cells', () => {
  it.each(['=SUM(A1:A9)', '+441234', '-2+3', '@cmd', '\tx', '\rx'])('escapes %j so a spreadsheet never runs it', (cell) => {
    expect(csvText(cell)).toBe(`'${cell}`);
  });

  it.each([
    [';=cmd|calc', "',=cmd|calc"],
    ['  =1+1', "'  =1+1"],
    [',@SUM(1)', "',@SUM(1)"],
    ['Flat 2;=HYPERLINK("x")', `'Flat 2,=HYPERLINK("x")`],
    ['Rooms; -2 towels', "'Rooms, -2 towels"],
  ])('escapes %j, a formula for a spreadsheet that splits on semicolons', (cell, escaped) => {
    expect(csvText(cell)).toBe(escaped);
  });

  it('leaves ordinary text alone and writes null as empty', () => {
    expect(csvText('Towels; 4 bath, 2 hand')).toBe('Towels; 4 bath, 2 hand');
    expect(csvText('Sea View, Flat 2')).toBe('Sea View, Flat 2');
    expect(csvText('a=b')).toBe('a=b');
    expect(csvText(null)).toBe('');
  });

  it('writes money in pounds with 2 decimals', () => {
    expect(csvMoney(1250)).toBe('12.50');
    expect(csvMoney(5)).toBe('0.05');
    expect(csvMoney(0)).toBe('0.00');
    expect(csvMoney(null)).toBe('');
  });

  it('writes instants as ISO 8601 and keeps calendar dates', () => {
    expect(csvDate(new Date('2026-11-24T09:30:00Z'))).toBe('2026-11-24T09:30:00.000Z');
    expect(csvDate('2026-11-24')).toBe('2026-11-24');
    expect(csvDate(null)).toBe('');
  });

  it('writes whole numbers and safe file names', () => {
    expect(csvInt(3.7)).toBe('3');
    expect(csvFilename('turns_report', '2026-10-24', '2026-11-24')).toBe('turns_report_2026-10-24_2026-11-24.csv');
    expect(csvFilename('collections', '../x')).toBe('collections_-x.csv');
  });
});
