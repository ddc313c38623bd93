import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, Field, Input, Modal } from '@ekran/ui';

type Props = {
  campaignId: number;
  /** The campaign's `api_token`; null when the server did not send one. */
  token: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The public link /shared-campaign/{id}/{api_token}, shown and copied to the clipboard. */
export function ShareLinkModal({ campaignId, token, open, onOpenChange }: Props) {
  const [copied, setCopied] = useState(false);
  const link = token ? `${window.location.origin}/shared-campaign/${campaignId}/${token}` : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Without clipboard access the link stays selected in the field for a manual copy.
      document.querySelector<HTMLInputElement>('#share-link')?.select();
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setCopied(false);
      }}
      title="Публичная ссылка"
      description="По ссылке статистику кампании увидят без входа в кабинет. Изменить кампанию по ней нельзя."
      cancelText="Закрыть"
    >
      {link ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Ссылка" id="share-link" className="flex-1">
            <Input readOnly value={link} onFocus={(event) => event.target.select()} />
          </Field>
          <Button onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Скопировано' : 'Копировать'}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Сервер не прислал ссылку для этой кампании, поэтому поделиться ею сейчас нельзя.
          Попробуйте позже или напишите в поддержку.
        </p>
      )}
    </Modal>
  );
}
