import { describe, expect, it } from 'vitest';
import { checkStop, prefillCounts, type StopForm } from './stop-form';

const cardId = '0b9c8f3e-4a51-4a8e-9c43-1d2f7a6b5c4d';
const at = '2026-11-27T09:15:00.000Z';
const signature = 'data:image/png;base64,iVBORw0KGgo=';
const form = (over: Partial<StopForm> = {}): StopForm => ({
  action: 'collect',
  counts: prefillCounts([
    { item: 'covers.double', expected: 2 },
    { item: 'towels.bath_mats', expected: 1 },
  ]),
  noOnePresent: false,
  signerName: 'Ann Guest',
  signature,
  photoIds: [],
  ...over,
});

describe('checkStop: the server’s rules on the phone', () => {
  it('makes the body: counts as numbers, the signer, the phone’s time and the label scanned', () => {
    const { body } = checkStop(form(), { cardId, bagCode: 'A1B2C3D4E5F6' }, at);
    expect(body).toEqual({
      cardId,
      bagCode: 'A1B2C3D4E5F6',
      action: 'collect',
      happenedAt: at,
      counts: [
        { item: 'covers.double', counted: 2 },
        { item: 'towels.bath_mats', counted: 1 },
      ],
      noOnePresent: false,
      signerName: 'Ann Guest',
      signature,
      photoIds: [],
    });
  });

  it('refuses counts that are not whole numbers of at least 0, naming the item', () => {
    for (const typed of ['-1', '1.5', '', 'two']) {
      const { problems } = checkStop(form({ counts: { 'covers.double': '2', 'towels.bath_mats': typed } }), { cardId }, at);
      expect(problems, typed).toEqual([{ field: 'counts', key: 'countsWhole', item: 'towels.bath_mats' }]);
    }
    expect(checkStop(form({ counts: { 'covers.double': ' 0 ' } }), { cardId }, at).problems).toBeNull();
  });

  it('asks for a signature and the name, or No one present (then neither is sent)', () => {
    expect(checkStop(form({ signature: null, signerName: '' }), { cardId }, at).problems).toEqual([
      { field: 'signature', key: 'signatureOrNobody' },
      { field: 'signerName', key: 'signerNameNeeded' },
    ]);
    const nobody = checkStop(form({ noOnePresent: true, signature: null }), { cardId }, at).body;
    expect(nobody).toMatchObject({ noOnePresent: true });
    expect(nobody).not.toHaveProperty('signerName');
  });

  it('No access: a photo is required, and no counts or signature are sent', () => {
    expect(checkStop(form({ action: 'no_access' }), { cardId }, at).problems).toEqual([{ field: 'photos', key: 'photoForNoAccess' }]);
    const { body } = checkStop(form({ action: 'no_access', photoIds: ['7d1e0a52-3a4b-4c5d-8e9f-0a1b2c3d4e5f'] }), { cardId }, at);
    expect(body).toMatchObject({ action: 'no_access', counts: [], noOnePresent: true });
    expect(body).not.toHaveProperty('signature');
  });
});
