import { describe, expect, it } from 'vitest';
import { accountOperations } from './account.ts';
import { authOperations } from './auth.ts';
import { campaignOperations } from './campaigns.ts';
import { operations } from './index.ts';
import { playerOperations } from './players.ts';
import { sharedOperations } from './shared.ts';
import { userOperations } from './user.ts';

const parts = {
  auth: authOperations,
  user: userOperations,
  account: accountOperations,
  players: playerOperations,
  campaigns: campaignOperations,
  shared: sharedOperations,
};

describe('the operations table', () => {
  it('assembles every domain file without one key hiding another', () => {
    const keys = Object.values(parts).flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(operations)).toEqual(keys);
  });

  it('keeps each call in the file of its domain', () => {
    const domains: Record<keyof typeof parts, string[]> = {
      auth: ['auth'],
      user: ['user', 'tenant'],
      account: ['organization', 'billing', 'documents'],
      players: ['players'],
      campaigns: ['campaigns', 'videos'],
      shared: ['shared'],
    };
    for (const [file, part] of Object.entries(parts))
      for (const key of Object.keys(part))
        expect(domains[file as keyof typeof parts]).toContain(key.split('.')[0]);
  });
});
