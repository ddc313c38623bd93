import { Download, ExternalLink } from 'lucide-react';
import { IconButton } from '@ekran/ui';

type Props = {
  /** The file's address. */
  href: string;
  /** Accessible names of the two icon buttons, naming the file. */
  openLabel: string;
  downloadLabel: string;
  /** The name the downloaded file is saved under. */
  downloadName: string;
};

/** A row's file as two icon links: open it in a new tab, or download it under a readable name. */
export function FileLinks({ href, openLabel, downloadLabel, downloadName }: Props) {
  return (
    <>
      <IconButton asChild aria-label={openLabel} variant="ghost" size="sm">
        <a href={href} target="_blank" rel="noreferrer">
          <ExternalLink />
        </a>
      </IconButton>
      <IconButton asChild aria-label={downloadLabel} variant="ghost" size="sm">
        <a href={href} download={downloadName}>
          <Download />
        </a>
      </IconButton>
    </>
  );
}
