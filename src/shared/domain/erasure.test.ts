import { describe, expect, it } from 'vitest';
import { confirmsEmail, erasedClientEmail, erasedClientName, erasedUserEmail, personalStrings, redactionPattern, redactJson, redactText } from './erasure';

describe('erasure placeholders', () => {
  const id = '3f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b';
  it('hold no personal data and stay unique per record', () => {
    expect(erasedClientName(id)).toBe('Erased client 3f2a9c1e');
    expect(erasedClientEmail(id)).toBe(`client-${id}@erased.invalid`);
    expect(erasedUserEmail('u1')).toBe('user-u1@erased.invalid');
    expect(erasedClientEmail(id)).not.toBe(erasedClientEmail('4f2a9c1e-0b4d-4e8f-9a7b-1c2d3e4f5a6b'));
  });
  it('confirms with the account e-mail only', () => {
    expect(confirmsEmail('  Anna@Owner.example ', 'anna@owner.example')).toBe(true);
    expect(confirmsEmail('ann@owner.example', 'anna@owner.example')).toBe(false);
    expect(confirmsEmail('', 'anna@owner.example')).toBe(false);
  });
});

describe('personal strings inside kept texts', () => {
  const strings = personalStrings(['Erin Example', '07700 900123', '9 Harbour Row\nWhitby YO21 1AA', 'erin@x.example', 'Al', null]);
  it('takes each value, each line of an address and a phone without spaces; never a short word', () => {
    expect(strings).toEqual(expect.arrayContaining(['Erin Example', '07700 900123', '07700900123', '9 Harbour Row', 'Whitby YO21 1AA', 'erin@x.example']));
    expect(strings).not.toContain('Al');
    expect(strings[0]).toBe('9 Harbour Row\nWhitby YO21 1AA');
  });
  it('redacts them in any case, in text and in JSON, and leaves the rest', () => {
    expect(redactText('Call ERIN EXAMPLE on 07700900123 (a.b)', strings)).toBe('Call [erased] on [erased] (a.b)');
    expect(redactJson({ to: ['erin@x.example'], n: 3, note: 'at 9 harbour row' }, strings)).toEqual({ to: ['[erased]'], n: 3, note: 'at [erased]' });
    expect(redactText('Erin.Example', personalStrings(['Erin Example']))).toBe('Erin.Example');
    expect(redactText('anything', [])).toBe('anything');
  });
  it('escapes what a regular expression would read', () => {
    expect(redactionPattern(['a.b (c)'])).toBe('a\\.b \\(c\\)');
    expect(redactText('x a.b (c) y axb (c)', ['a.b (c)'])).toBe('x [erased] y axb (c)');
  });
});
