import { describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@ekran/api';
import { CONTRACT_ERROR_HINT, listQueryProps, tableQueryProps } from './query-state';

const query = (state: Partial<Parameters<typeof tableQueryProps>[0]>) => ({
  isError: false,
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...state,
});

describe('listQueryProps', () => {
  it('is loading while the first load is pending', () => {
    expect(listQueryProps(query({ isPending: true }))).toMatchObject({
      loading: true,
      error: undefined,
    });
  });

  it('words a failed first load with the hint, or with the given words', () => {
    const failed = query({ isError: true, error: new Error('500') });
    expect(listQueryProps(failed).error).toBe('Проверьте подключение и попробуйте ещё раз.');
    expect(listQueryProps(failed, () => 'Сервер недоступен').error).toBe('Сервер недоступен');
    const contract = query({ isError: true, error: new ApiContractError('GET /x', []) });
    expect(listQueryProps(contract).error).toBe(CONTRACT_ERROR_HINT);
  });

  it('keeps the rows without an error when a refetch fails', () => {
    const stale = query({ isError: true, error: new Error('503'), data: { results: [] } });
    expect(listQueryProps(stale).error).toBeUndefined();
  });

  it('asks again on retry', () => {
    const failed = query({ isError: true, error: new Error('500') });
    listQueryProps(failed).onRetry();
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});

describe('tableQueryProps', () => {
  it('marks a refetch behind rows on screen, not the first load', () => {
    expect(tableQueryProps(query({ isFetching: true, data: {} })).fetching).toBe(true);
    expect(tableQueryProps(query({ isFetching: true, isPending: true })).fetching).toBe(false);
  });
});
