import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  campaignMutations,
  describeError,
  userQueries,
  type Campaign,
  toWireMoney,
} from '@ekran/api';
import { Alert, Field, formatMoney, Modal, NumberInput, toast } from '@ekran/ui';
import { useApi } from '../../lib/api-context';

export type AddBudgetModalProps = {
  campaign: Pick<Campaign, 'id' | 'name' | 'budget' | 'spent'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Adds money from the available balance to the campaign's budget. The amount travels as a string
 * (spec §7); a refusal (not enough money, finished campaign) is shown in the dialog, keeping the
 * typed amount.
 */
export function AddBudgetModal({ campaign, open, onOpenChange }: AddBudgetModalProps) {
  const api = useApi();
  const balance = useQuery(userQueries.balance(api, { enabled: open }));
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  // Silent: a refusal shows in the dialog.
  const addBudget = useMutation(campaignMutations.addBudget(api, { silent: true }));

  // Undefined while loading, null when the server did not say: then the server alone judges.
  const available = balance.data?.available_balance;
  const tooMuch =
    amount !== null && available !== undefined && available !== null && amount > available;
  const invalid = amount === null || amount <= 0;
  const localError = touched
    ? invalid
      ? 'Введите сумму больше нуля.'
      : tooMuch
        ? `Недостаточно средств: доступно ${formatMoney(available)}.`
        : null
    : null;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setAmount(null);
      setTouched(false);
      addBudget.reset();
    }
  };

  const save = () => {
    setTouched(true);
    if (invalid || tooMuch) return;
    addBudget.mutate(
      { id: campaign.id, budget: toWireMoney(amount) },
      {
        onSuccess: () => {
          toast.success(`Бюджет пополнен на ${formatMoney(amount)}`);
          close(false);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Пополнить бюджет"
      description={`Кампания «${campaign.name}». Сумма спишется с доступного баланса.`}
      onSave={save}
      saveText="Пополнить"
      saving={addBudget.isPending}
    >
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">Бюджет кампании</dt>
          <dd className="text-right tabular-nums">{formatMoney(campaign.budget)}</dd>
          <dt className="text-muted-foreground">Доступно на балансе</dt>
          <dd className="text-right tabular-nums" data-testid="available-balance">
            {balance.isPending ? '…' : formatMoney(available)}
          </dd>
        </dl>
        <Field label="Сумма пополнения" required error={localError}>
          <NumberInput
            value={amount}
            onValueChange={setAmount}
            min={0}
            onBlur={() => setTouched(true)}
          />
        </Field>
        {addBudget.isError ? (
          <Alert variant="error" title="Бюджет не пополнен">
            {describeError(addBudget.error, navigator.onLine).message}
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
