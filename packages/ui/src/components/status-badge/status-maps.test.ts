import { describe, expect, it } from 'vitest';
import { statusMaps, statusTone } from './status-maps';

describe('statusMaps', () => {
  it('covers every value of every enum in spec §3', () => {
    const sizes = Object.fromEntries(
      Object.entries(statusMaps).map(([kind, map]) => [kind, Object.keys(map).map(Number)]),
    );
    expect(sizes).toEqual({
      campaignStatus: [1, 2, 3, 4, 5, 6],
      campaignModerationStatus: [1, 2, 3, 4, 5],
      videoModerationStatus: [1, 2, 3, 4],
      organizationStatus: [1, 2, 3, 4],
      signing: [1, 2, 3],
      billType: [1, 2],
      documentType: [1, 2, 3],
      campaignType: [1, 2],
      userRole: [1, 2],
      organizationType: [1, 2],
    });
  });

  it('holds tones only: the words are the api label maps', () => {
    for (const map of Object.values(statusMaps)) {
      for (const tone of Object.values(map)) expect(tone).toMatch(/^[a-z]+$/);
    }
  });
});

describe('statusTone', () => {
  it('looks values up by number or numeric string', () => {
    expect(statusTone('campaignStatus', 6)).toBe('info');
    expect(statusTone('campaignModerationStatus', '3')).toBe('destructive');
  });

  it.each([0, 7, null, undefined, 'abc', 1.5])('is neutral for %j', (value) => {
    expect(statusTone('campaignStatus', value)).toBe('neutral');
  });
});
