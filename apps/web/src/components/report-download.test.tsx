import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@ekran/ui';
import { ReportProgress, reportFilename, useReportDownload } from './report-download';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('../lib/save-file', () => ({ saveFile }));

afterEach(() => {
  saveFile.mockReset();
  toastStore.clear();
});

describe('useReportDownload', () => {
  it('clears the last figure on start and hands the call its progress', () => {
    const { result } = renderHook(() => useReportDownload());
    const onProgress = result.current.start();
    act(() => onProgress({ percent: 0.42, transferredBytes: 42, totalBytes: 100 }));
    expect(result.current.progress?.percent).toBe(0.42);
    act(() => void result.current.start());
    expect(result.current.progress).toBeNull();
  });

  it('saves under the server’s name, or the fallback, and says so', () => {
    const { result } = renderHook(() => useReportDownload());
    const blob = new Blob(['a;b']);
    result.current.save({ blob, filename: 'Отчёт.csv' }, reportFilename('report', 7));
    result.current.save({ blob, filename: null }, reportFilename('adv-report', 'abc'));
    expect(saveFile.mock.calls).toEqual([
      [blob, 'Отчёт.csv'],
      [blob, 'otchet-reklamodatelya-abc.csv'],
    ]);
    expect(toastStore.getSnapshot().map((toast) => toast.title)).toEqual([
      'Отчёт скачан',
      'Отчёт скачан',
    ]);
  });
});

describe('ReportProgress', () => {
  it('shows the percent when the size is known, and a bar without a figure when it is not', () => {
    const { rerender } = render(
      <ReportProgress progress={{ percent: 0.5, transferredBytes: 50, totalBytes: 100 }} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Скачивание отчёта' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    rerender(<ReportProgress progress={{ percent: 0, transferredBytes: 50, totalBytes: 0 }} />);
    expect(
      screen.getByRole('progressbar', { name: 'Скачивание отчёта' }).hasAttribute('aria-valuenow'),
    ).toBe(false);
  });
});
