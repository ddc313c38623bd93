import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, VIDEO_MAX_BYTES } from '@ekran/api';
import { checkVideo, formatDuration, videoErrorText } from './video-rules';

const file = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkVideo', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a file of another format before reading it', async () => {
    expect(await checkVideo(file('слайд.pdf', 'application/pdf'))).toBe(
      'Недопустимый формат: .pdf',
    );
  });

  it('refuses a file over the size limit', async () => {
    const big = file('большой.mp4', 'video/mp4');
    Object.defineProperty(big, 'size', { value: VIDEO_MAX_BYTES + 1 });
    expect(await checkVideo(big)).not.toBeNull();
  });

  it('lets the server decide when the browser cannot read the length', async () => {
    vi.useFakeTimers();
    const answer = checkVideo(file('ролик.mp4', 'video/mp4'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await answer).toBeNull();
  });
});

describe('videoErrorText', () => {
  it('shows our own refusals as they are written', () => {
    expect(videoErrorText(new Error('Ролик короче 5 секунд (2 с)'))).toBe(
      'Ролик короче 5 секунд (2 с)',
    );
  });

  it('describes anything else the usual way', () => {
    expect(videoErrorText('сбой')).toBe(errorMessages.generic);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(videoErrorText('сбой')).toBe(errorMessages.offline);
    vi.restoreAllMocks();
  });
});

describe('formatDuration', () => {
  it('writes minutes and zero-padded seconds', () => {
    expect(formatDuration(15)).toBe('0:15');
    expect(formatDuration(75.4)).toBe('1:15');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(null)).toBe('—');
  });
});
