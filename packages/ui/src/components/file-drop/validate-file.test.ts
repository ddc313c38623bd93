import { describe, expect, it } from 'vitest';
import { extensionOf, formatFileSize, matchesAccept, validateFile } from './validate-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('formatFileSize', () => {
  it('uses binary units with a Russian decimal comma', () => {
    expect(formatFileSize(0)).toBe('0 Б');
    expect(formatFileSize(512)).toBe('512 Б');
    expect(formatFileSize(1536)).toBe('1,5 КБ');
    expect(formatFileSize(200 * MB)).toBe('200 МБ');
    expect(formatFileSize(3 * 1024 * MB)).toBe('3 ГБ');
  });
});

describe('matchesAccept', () => {
  it('matches extensions regardless of case', () => {
    expect(extensionOf('Promo.Final.MP4')).toBe('.mp4');
    expect(extensionOf('.hidden')).toBe('');
    expect(matchesAccept(file('Promo.MP4', ''), ['.mp4'])).toBe(true);
  });
  it('matches exact and wildcard MIME types', () => {
    expect(matchesAccept(file('a.bin', 'video/mp4'), ['video/mp4'])).toBe(true);
    expect(matchesAccept(file('a.bin', 'video/quicktime'), ['video/*'])).toBe(true);
    expect(matchesAccept(file('a.bin', 'image/png'), ['video/*', '.mov'])).toBe(false);
  });
  it('accepts anything with no rules', () => {
    expect(matchesAccept(file('a.exe', ''), [])).toBe(true);
  });
});

describe('validateFile', () => {
  const rules = { accept: ['.mp4', '.mov'], maxSize: 200 * MB };
  it('names a wrong format', () => {
    expect(validateFile(file('setup.exe', 'application/x-msdownload'), rules)).toBe(
      'Недопустимый формат: .exe',
    );
    expect(validateFile(file('README', ''), rules)).toBe(
      'Недопустимый формат: файл без расширения',
    );
  });
  it('names the size limit', () => {
    expect(validateFile(file('big.mp4', 'video/mp4', 200 * MB + 1), rules)).toBe(
      'Файл больше 200 МБ',
    );
  });
  it('refuses empty files and passes good ones', () => {
    expect(validateFile(file('empty.mp4', 'video/mp4', 0), rules)).toBe('Файл пустой');
    expect(validateFile(file('ok.mp4', 'video/mp4', 5 * MB), rules)).toBeNull();
  });
});
