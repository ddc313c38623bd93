import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileLinks } from './file-links';

describe('FileLinks', () => {
  it('opens the file in a new tab and downloads it under the given name', () => {
    render(
      <FileLinks
        href="/files/bill-7.pdf"
        openLabel="Открыть счёт № 7"
        downloadLabel="Скачать счёт № 7"
        downloadName="Счёт 7.pdf"
      />,
    );
    const open = screen.getByRole('link', { name: 'Открыть счёт № 7' });
    expect(open.getAttribute('href')).toBe('/files/bill-7.pdf');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noreferrer');
    const download = screen.getByRole('link', { name: 'Скачать счёт № 7' });
    expect(download.getAttribute('href')).toBe('/files/bill-7.pdf');
    expect(download.getAttribute('download')).toBe('Счёт 7.pdf');
  });
});
