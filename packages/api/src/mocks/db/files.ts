/** Files the fake serves: inline images, tiny PDFs and CSV reports. Nothing here touches the network. */

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A video poster frame. */
export function posterSvg(colour: string, label: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90">` +
      `<rect width="160" height="90" fill="${colour}"/>` +
      `<path d="M68 30 L96 45 L68 60 Z" fill="#ffffff" opacity="0.85"/>` +
      `<text x="8" y="82" font-family="Arial, sans-serif" font-size="10" fill="#ffffff">${label}</text></svg>`,
  );
}

/**
 * A one-page PDF with a single ASCII line (the standard fonts have no Cyrillic), as a data URL, so
 * "open" and "download" work without a server.
 */
export function pdfDataUrl(line: string): string {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 14 Tf 56 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${btoa(body)}`;
}

/** Byte order mark: Excel opens a UTF-8 CSV with Cyrillic correctly only with it. */
export const CSV_BOM = '\uFEFF';

/** A CSV in the Russian Excel dialect (semicolons, decimal comma), BOM first. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number): string => {
    const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
    return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return CSV_BOM + rows.map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}

/** `Content-Disposition` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
