import { describe, expect, it } from 'vitest';
import { personalInputs } from './password-inputs';

describe('personalInputs', () => {
  it('gives the e-mail, its local part and pieces, and the name whole, joined and by word', () => {
    expect(personalInputs({ email: ' Jane.Smith@Example.com ', name: 'Jane Smith-Jones' }).sort()).toEqual(
      ['jane', 'jane smith-jones', 'jane.smith', 'jane.smith@example.com', 'janesmithjones', 'jones', 'smith'].sort(),
    );
  });
  it('counts extra names whole only, and skips blanks', () => {
    expect(personalInputs({ email: 'ab@x.example', name: null }, ['Harbour View Lets', null, ' '])).toEqual([
      'ab@x.example',
      'ab',
      'harbour view lets',
      'harbourviewlets',
    ]);
  });
});
