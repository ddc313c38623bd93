import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import {
  billingMutations,
  billingQueries,
  BillType,
  billTypeLabels,
  statusLabel,
  type Bill,
  type BillListParams,
} from '@ekran/api';
import {
  Badge,
  Button,
  ConfirmModal,
  DataTable,
  DateRangePicker,
  EmptyState,
  Field,
  FilterSheet,
  formatDate,
  formatMoney,
  IconButton,
  toast,
  type ColumnDef,
  type DateRange,
} from '@ekran/ui';
import { FileLinks } from '../../components/file-links';
import { FilterSelect } from '../../components/filter-select';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { fromIsoDay, toIsoDay } from '../../lib/date';
import { pageAfterRemoval, useListUrlState } from '../../lib/use-list-url-state';
import { useTopUp } from './use-top-up';
import { errorText } from '../../lib/error-text';
import { tableQueryProps } from '../../lib/query-state';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';

const PAGE_SIZES = [10, 20, 50];

/** «Счёт № 12 на 5 000 ₽ (Пополнение)»: an unknown amount reads «—», an unknown type «Неизвестно». */
const deleteSummary = (bill: Bill): string =>
  `Счёт № ${bill.number} на ${formatMoney(bill.amount)} (${statusLabel('billType', bill.type)})`;
const BILL_TYPES = [BillType.DEPOSIT, BillType.WITHDRAWAL] as const;

/** /billings: the user's bills with type and period filters and paging kept in the URL. */
export function BillingsScreen() {
  const api = useApi();
  const { search, page, pageSize, update, pagination } = useListUrlState(PAGE_SIZES);
  const topUp = useTopUp();
  const [toDelete, setToDelete] = useState<Bill | null>(null);

  const typeParam = Number(search.get('type'));
  const type =
    typeParam === BillType.DEPOSIT || typeParam === BillType.WITHDRAWAL ? typeParam : undefined;
  const from = fromIsoDay(search.get('date_from'));
  const to = fromIsoDay(search.get('date_to'));
  const params: BillListParams = {
    page,
    pageSize,
    type,
    date_from: from ? toIsoDay(from) : undefined,
    date_to: to ? toIsoDay(to) : undefined,
  };
  const bills = useQuery(billingQueries.list(api, params));
  const remove = useMutation(billingMutations.remove(api));
  const filtered = type !== undefined || from !== undefined;

  const columns: ColumnDef<Bill, unknown>[] = [
    {
      id: 'number',
      header: 'Номер',
      meta: { mobile: 'title' },
      cell: ({ row }) => row.original.number,
    },
    {
      id: 'type',
      header: 'Тип',
      meta: { mobile: 'badge' },
      cell: ({ row }) => <StatusBadge kind="billType" value={row.original.type} />,
    },
    {
      id: 'amount',
      header: 'Сумма',
      meta: { mobile: 'figure' },
      cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.amount)}</span>,
    },
    {
      id: 'created_at',
      header: 'Дата',
      meta: { mobile: 'figure' },
      cell: ({ row }) => formatDate(row.original.created_at),
    },
    {
      id: 'is_paid',
      header: 'Состояние',
      meta: { mobile: 'badge' },
      cell: ({ row }) =>
        row.original.is_paid ? (
          <Badge tone="success">Оплачен</Badge>
        ) : (
          <Badge tone="warning">Ожидает оплаты</Badge>
        ),
    },
  ];

  /** A rejection keeps the dialog open for another try; the API client has shown the reason. */
  const confirmDelete = async () => {
    if (!toDelete) return;
    const bill = toDelete;
    await remove.mutateAsync(bill.id);
    toast.success(`Счёт № ${bill.number} удалён.`);
    // Deleting the last row of the last page would ask for a page past the end (a 404).
    const next = pageAfterRemoval({ page, pageSize, total: bills.data?.count ?? 0 });
    if (next !== page) update({ page: next }, false);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Счета</h1>
        <Button onClick={topUp.start} loading={topUp.pending}>
          <Plus aria-hidden />
          Пополнить баланс
        </Button>
      </div>

      <FilterSheet
        label="Фильтры счетов"
        active={(type !== undefined ? 1 : 0) + (from !== undefined ? 1 : 0)}
        onReset={() => update({ type: undefined, date_from: undefined, date_to: undefined })}
        className="flex flex-wrap items-end gap-4"
      >
        <FilterSelect
          label="Тип счёта"
          className="w-full sm:w-48"
          value={type}
          options={BILL_TYPES}
          labels={billTypeLabels}
          allLabel="Все счета"
          onValueChange={(value) => update({ type: value })}
        />
        <Field label="Период" className="w-full sm:w-72">
          <DateRangePicker
            value={from ? { from, to } : undefined}
            onValueChange={(range: DateRange | undefined) =>
              update({
                date_from: range?.from ? toIsoDay(range.from) : undefined,
                date_to: range?.to ? toIsoDay(range.to) : undefined,
              })
            }
            placeholder="За всё время"
          />
        </Field>
      </FilterSheet>

      <DataTable
        caption="Счета"
        columns={columns}
        data={bills.data?.results ?? []}
        getRowId={(bill) => String(bill.id)}
        {...tableQueryProps(bills, errorText)}
        empty={
          <EmptyState
            headingLevel="h2"
            title={filtered ? 'Нет счетов по этим условиям' : 'Счетов пока нет'}
            text={
              filtered
                ? 'Измените тип или период либо сбросьте фильтры.'
                : 'Пополните баланс — счёт на пополнение появится здесь.'
            }
            action={
              filtered ? null : (
                <Button onClick={topUp.start} loading={topUp.pending}>
                  Пополнить баланс
                </Button>
              )
            }
          />
        }
        pagination={pagination(bills.data?.count ?? 0)}
        rowActionsLabel="Действия со счётом"
        rowActions={(bill) => (
          <div className="flex justify-end gap-1">
            {bill.file ? (
              <FileLinks
                href={bill.file}
                openLabel={`Открыть счёт № ${bill.number}`}
                downloadLabel={`Скачать счёт № ${bill.number}`}
                downloadName={`Счёт ${bill.number}.pdf`}
              />
            ) : null}
            <IconButton
              aria-label={`Удалить счёт № ${bill.number}`}
              variant="ghost"
              size="sm"
              onClick={() => setToDelete(bill)}
            >
              <Trash2 />
            </IconButton>
          </div>
        )}
      />

      <OmittedRowsNote count={bills.data?.omitted} />

      <ConfirmModal
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Удалить счёт?"
        description={
          toDelete
            ? `${deleteSummary(toDelete)} будет удалён.${toDelete.is_paid ? ' Если он оплачен, баланс изменится.' : ''}`
            : undefined
        }
        confirmText="Удалить"
        cancelText="Отмена"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      {topUp.dialog}
    </div>
  );
}
