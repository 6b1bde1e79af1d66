import { describe, expect, it } from 'vitest';
import { csvFields, postcodeColumns, postcodePoint, type PostcodeColumns } from './postcode-directory';

const ONSPD_HEADER = ['pcd', 'pcd2', 'pcds', 'dointr', 'doterm', 'oscty', 'ced', 'oslaua', 'lat', 'long', 'lep1', 'imd'];

function columns(header: string[] = ONSPD_HEADER): PostcodeColumns {
  const found = postcodeColumns(header);
  if (!('columns' in found)) throw new Error('columns missing');
  return found.columns;
}

describe('postcode directory columns', () => {
  it('finds pcds, doterm, lat and long among the others, case and BOM aside', () => {
    expect(columns()).toEqual({ postcode: 2, lat: 8, lng: 9, terminated: 4, last: 9 });
    expect(columns(['\uFEFFPCD7', 'PCD8', 'PCDS', 'DOTERM', 'LAT', 'LONG'])).toMatchObject({ postcode: 2, terminated: 3, lat: 4, lng: 5 });
  });

  it('takes pcd when there is no pcds, and a file without doterm as all live', () => {
    expect(columns(['pcd', 'lat', 'long'])).toEqual({ postcode: 0, lat: 1, lng: 2, terminated: -1, last: 2 });
    expect(columns(['Postcode', 'Latitude', 'Longitude'])).toMatchObject({ postcode: 0, lat: 1, lng: 2 });
  });

  it('names the columns a file lacks', () => {
    expect(postcodeColumns(['pcds', 'oseast1m', 'osnrth1m'])).toEqual({ missing: ['lat', 'long'] });
    expect(postcodeColumns(['name', 'email'])).toEqual({ missing: ['pcds (postcode)', 'lat', 'long'] });
  });
});

describe('a row of the directory', () => {
  const row = (pcds: string, doterm: string, lat: string, lng: string) => ['x', 'x', pcds, '198001', doterm, 'E1', 'E2', 'E3', lat, lng, 'E4', '1'];

  it('gives the normalised postcode and its point when live with coordinates', () => {
    expect(postcodePoint(row('TS1 1AA', '', '54.576', '-1.234'), columns())).toEqual({ postcode: 'TS11AA', lat: 54.576, lng: -1.234 });
    expect(postcodePoint(row('sw1a 2aa', '', '51.503541', '-0.12767'), columns())).toEqual({ postcode: 'SW1A2AA', lat: 51.503541, lng: -0.12767 });
  });

  it.each([
    ['terminated', row('TS1 1AA', '199806', '54.576', '-1.234')],
    ['no coordinates (99.999999, 0)', row('TS1 1AB', '', '99.999999', '0.000000')],
    ['zero coordinates', row('TS1 1AB', '', '0', '0')],
    ['empty coordinates', row('TS1 1AB', '', '', '')],
    ['text for a latitude', row('TS1 1AB', '', 'north', '-1.2')],
    ['not a postcode', row('TS1', '', '54.5', '-1.2')],
    ['a short row', ['x', 'x', 'TS1 1AA']],
  ])('is not kept when %s', (_what, fields) => expect(postcodePoint(fields, columns())).toBeNull());
});

describe('CSV fields', () => {
  it('splits plain and quoted fields, commas and doubled quotes inside quotes', () => {
    expect(csvFields('a,b,,d')).toEqual(['a', 'b', '', 'd']);
    expect(csvFields('"TS1 1AA","a, b","say ""hi""",7')).toEqual(['TS1 1AA', 'a, b', 'say "hi"', '7']);
    expect(csvFields('a,b,')).toEqual(['a', 'b', '']);
    expect(csvFields('')).toEqual(['']);
  });

  it('stops after the field it needs', () => {
    expect(csvFields('a,b,c,d,e', 1)).toEqual(['a', 'b']);
    expect(csvFields('"a","b","c"', 0)).toEqual(['a']);
  });

  it('answers null for a line ending inside quotes', () => {
    expect(csvFields('a,"b')).toBeNull();
    expect(csvFields('a,"b\nc",d')).toEqual(['a', 'b\nc', 'd']);
  });
});
