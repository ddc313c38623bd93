import { describe, expect, it } from 'vitest';
import { getStatus, statusMaps, statusOptions, UNKNOWN_STATUS } from './status-maps';

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

  it('labels in Russian', () => {
    for (const map of Object.values(statusMaps)) {
      for (const { label } of Object.values(map)) expect(label).toMatch(/^(RTB|[А-ЯЁ][а-яё ]+)$/);
    }
  });
});

describe('getStatus', () => {
  it('looks values up by number or numeric string', () => {
    expect(getStatus('campaignStatus', 6)).toEqual({ label: 'На модерации', tone: 'info' });
    expect(getStatus('campaignModerationStatus', '3')).toEqual({
      label: 'Отклонена',
      tone: 'destructive',
    });
  });

  it.each([0, 7, null, undefined, 'abc', 1.5])('falls back for %j', (value) => {
    expect(getStatus('campaignStatus', value)).toBe(UNKNOWN_STATUS);
  });
});

describe('statusOptions', () => {
  it('lists values for a filter', () => {
    expect(statusOptions('billType')).toEqual([
      { value: '1', label: 'Пополнение' },
      { value: '2', label: 'Списание' },
    ]);
  });
});
