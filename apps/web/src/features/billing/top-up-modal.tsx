import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { billingMutations, BillType, type Bill } from '@ekran/api';
import { Alert, Button, Field, formatMoney, Modal, NumberInput, toast } from '@ekran/ui';
import { useApi } from '../../lib/api-context';

export type TopUpModalProps = {
  /** Controlled open state (the top bar's «Пополнить» and the bills screen open it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Smallest and largest deposit the form accepts, in roubles (the server refuses more than 10 M). */
export const MIN_DEPOSIT = 100;
export const MAX_DEPOSIT = 10_000_000;

/** Why an amount cannot be billed, in Russian, or null when it can. */
export function depositAmountProblem(amount: number | null): string | null {
  if (amount === null) return 'Укажите сумму пополнения.';
  if (amount < MIN_DEPOSIT)
    return `Минимальная сумма пополнения — ${formatMoney(MIN_DEPOSIT, { fractionDigits: 0 })}.`;
  if (amount > MAX_DEPOSIT)
    return `Сумма пополнения не может превышать ${formatMoney(MAX_DEPOSIT, { fractionDigits: 0 })}.`;
  return null;
}

/** «Пополнить»: creates a deposit bill for the amount, then offers to open or download it. */
export function TopUpModal({ open, onOpenChange }: TopUpModalProps) {
  const api = useApi();
  const [amount, setAmount] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<Bill | null>(null);
  const create = useMutation(billingMutations.create(api));
  const problem = depositAmountProblem(amount);

  const close = (next: boolean) => {
    if (!next && create.isPending) return;
    onOpenChange(next);
    if (!next) {
      // Start clean next time; the bill already lives in the list.
      setAmount(null);
      setTouched(false);
      setCreated(null);
      create.reset();
    }
  };

  const submit = () => {
    setTouched(true);
    if (problem || amount === null || create.isPending) return;
    const requested = amount;
    create.mutate(
      { amount: requested, type: BillType.DEPOSIT },
      {
        onSuccess: (bill) => {
          if (bill) {
            setCreated(bill);
            return;
          }
          // A 2xx without a readable bill is still the bill: the list and the balance refetch
          // (billingMutations.create), and there is no file to offer.
          close(false);
          toast.success(`Счёт на ${formatMoney(requested)} выставлен — он в разделе «Счета».`);
        },
      },
    );
  };

  if (created) {
    return (
      <Modal
        open={open}
        onOpenChange={close}
        title="Счёт создан"
        description={`Счёт № ${created.number} на ${formatMoney(created.amount ?? amount)}.`}
        cancelText="Готово"
      >
        <div className="grid gap-4">
          <Alert variant="success">
            {created.is_paid
              ? 'Счёт оплачен, баланс пополнен.'
              : 'Оплатите счёт по реквизитам из документа — баланс пополнится после поступления денег.'}
          </Alert>
          {created.file ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <a href={created.file} target="_blank" rel="noreferrer">
                  Открыть счёт
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={created.file} download={`Счёт ${created.number}.pdf`}>
                  Скачать PDF
                </a>
              </Button>
            </div>
          ) : null}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Пополнить баланс"
      description="Мы выставим счёт на пополнение: его можно открыть или скачать сразу после создания."
      onSave={submit}
      saveText="Выставить счёт"
      saving={create.isPending}
      dismissDisabled={create.isPending}
      cancelText="Отмена"
    >
      <div>
        <Field
          label="Сумма пополнения"
          required
          hint={`От ${formatMoney(MIN_DEPOSIT, { fractionDigits: 0 })} до ${formatMoney(MAX_DEPOSIT, { fractionDigits: 0 })}`}
          error={touched ? problem : null}
        >
          <NumberInput
            value={amount}
            onValueChange={setAmount}
            onBlur={() => setTouched(true)}
            min={0}
          />
        </Field>
      </div>
    </Modal>
  );
}
