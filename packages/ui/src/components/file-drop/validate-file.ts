import { formatNumber } from '../../format/number';

const units = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'];

/** `12,3 МБ`: binary units, as file managers show them, at most one decimal. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(Math.round(value * 10) / 10)} ${units[unit]}`;
}

/** `.mp4` from `clip.final.MP4`; empty when the name has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * Whether a file matches an `accept` list like the input attribute's: extensions (`.mp4`),
 * exact MIME types (`video/mp4`) and wildcards (`video/*`).
 */
export function matchesAccept(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return rule === extension;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return rule === type;
  });
}

export type FileRules = {
  accept?: readonly string[];
  /** Largest allowed size in bytes. */
  maxSize?: number;
};

/** The Russian reason a file is refused, or null when it may be uploaded. */
export function validateFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rules: FileRules,
): string | null {
  if (rules.accept && !matchesAccept(file, rules.accept)) {
    const shown = extensionOf(file.name) || file.type || 'файл без расширения';
    return `Недопустимый формат: ${shown}`;
  }
  if (rules.maxSize !== undefined && file.size > rules.maxSize) {
    return `Файл больше ${formatFileSize(rules.maxSize)}`;
  }
  if (file.size === 0) return 'Файл пустой';
  return null;
}
