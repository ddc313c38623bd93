import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import {
  allowedCampaignActions,
  campaignMutations,
  campaignQueries,
  CampaignStatus,
  canDeleteCampaign,
  canEditCampaign,
  moderationAddsInformation,
  statusLabel,
  type CampaignRow,
} from '@ekran/api';
import {
  Button,
  DataTable,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  FilterSheet,
  formatDateRange,
  formatMoney,
  IconButton,
  toast,
  type ColumnDef,
} from '@ekran/ui';
import { CreateCampaignButton } from '../../components/create-campaign-button';
import { SearchInput } from '../../components/search-input';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { campaignActionTexts } from './campaign-actions';
import { useCampaignConfirm } from './use-campaign-confirm';
import { pageAfterRemoval } from '../../lib/use-list-url-state';
import { PAGE_SIZES, useCampaignListUrl } from './campaign-list-url';
import { tableQueryProps } from '../../lib/query-state';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';

const SEARCH_DEBOUNCE_MS = 400;

const statusTabs: { value: CampaignStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Все' },
  { value: CampaignStatus.ACTIVE, label: 'Активные' },
  { value: CampaignStatus.PAUSE, label: 'На паузе' },
  { value: CampaignStatus.MODERATION, label: 'На модерации' },
  { value: CampaignStatus.DRAFT, label: 'Черновики' },
  { value: CampaignStatus.FINISH, label: 'Завершённые' },
  { value: CampaignStatus.ARCHIVE, label: 'Архив' },
];

const columns: ColumnDef<CampaignRow, unknown>[] = [
  {
    accessorKey: 'name',
    header: 'Название',
    meta: { mobile: 'title' },
    cell: ({ row }) => (
      <Link
        to={`/campaigns/${row.original.id}`}
        className="font-medium text-foreground hover:text-primary hover:underline"
      >
        {row.original.name || `Кампания №${row.original.id}`}
      </Link>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Статус',
    meta: { mobile: 'badge' },
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-1">
        <StatusBadge kind="campaignStatus" value={row.original.status} />
        {moderationAddsInformation(row.original) ? (
          <StatusBadge
            kind="campaignModerationStatus"
            value={row.original.moderation_status}
            prefix="Модерация:"
          />
        ) : null}
      </div>
    ),
  },
  {
    accessorKey: 'type',
    header: 'Тип',
    cell: ({ row }) => statusLabel('campaignType', row.original.type),
  },
  {
    accessorKey: 'start_date',
    header: 'Даты',
    meta: { mobile: 'figure' },
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.original.start_date || row.original.end_date ? (
          formatDateRange(row.original.start_date, row.original.end_date)
        ) : (
          <span className="text-muted-foreground">Даты не заданы</span>
        )}
      </span>
    ),
  },
  {
    accessorKey: 'budget',
    header: 'Бюджет',
    meta: { mobile: 'figure' },
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.budget)}</span>
    ),
  },
  {
    accessorKey: 'spent',
    header: 'Потрачено',
    meta: { mobile: 'figure' },
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.spent)}</span>
    ),
  },
];

/** /campaigns: the advertiser's campaigns with search, status tabs, sorting and paging in the URL. */
export function CampaignsScreen() {
  const api = useApi();
  const navigate = useNavigate();
  const { params, update, pagination } = useCampaignListUrl();
  const list = useQuery(campaignQueries.list(api, params));
  const confirm = useCampaignConfirm({
    // Deleting the last row of the last page would ask for a page past the end (a 404).
    onDeleted: () => {
      const page = params.page ?? 1;
      const next = pageAfterRemoval({
        page,
        pageSize: params.pageSize ?? PAGE_SIZES[0]!,
        total: list.data?.count ?? 0,
      });
      if (next !== page) update({ page: next });
    },
  });
  const duplicate = useMutation(campaignMutations.duplicate(api));

  // The box follows the URL (back/forward) and writes to it after a pause in typing.
  const urlSearch = params.search ?? '';
  const [search, setSearch] = useState(urlSearch);
  const [shownSearch, setShownSearch] = useState(urlSearch);
  if (urlSearch !== shownSearch) {
    setShownSearch(urlSearch);
    setSearch(urlSearch);
  }
  useEffect(() => {
    if (search.trim() === urlSearch) return;
    const timer = setTimeout(() => update({ search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, update]);

  const rows = list.data?.results ?? [];
  const total = list.data?.count ?? 0;
  const filtered = Boolean(params.search) || params.status !== undefined;

  // Any 2xx is a copy made; the list refetches either way. An answer that names the copy opens it,
  // one that does not leaves the user on the list, where the copy appears.
  const onDuplicate = (campaign: CampaignRow) => {
    duplicate.mutate(campaign.id, {
      onSuccess: (copy) => {
        toast.success(`Создана копия кампании «${campaign.name}»`);
        if (copy) void navigate(`/campaigns/${copy.id}`);
      },
    });
  };

  const rowActions = (campaign: CampaignRow) => {
    const actions = allowedCampaignActions(campaign);
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton aria-label={`Действия: ${campaign.name}`} size="sm" variant="ghost">
            <MoreHorizontal aria-hidden />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void navigate(`/campaigns/${campaign.id}`)}>
            <Eye aria-hidden />
            Открыть
          </DropdownMenuItem>
          {canEditCampaign(campaign) ? (
            <DropdownMenuItem onSelect={() => void navigate(`/create-company/${campaign.id}`)}>
              <Pencil aria-hidden />
              Редактировать
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem disabled={duplicate.isPending} onSelect={() => onDuplicate(campaign)}>
            <Copy aria-hidden />
            Дублировать
          </DropdownMenuItem>
          {actions.length > 0 ? <DropdownMenuSeparator /> : null}
          {actions.map((action) => (
            <DropdownMenuItem key={action} onSelect={() => confirm.ask(campaign, action)}>
              {campaignActionTexts[action].label}
            </DropdownMenuItem>
          ))}
          {canDeleteCampaign(campaign) ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => confirm.ask(campaign, 'delete')}
              >
                <Trash2 aria-hidden />
                Удалить
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Кампании</h1>
        <CreateCampaignButton />
      </div>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        {/* On a phone the statuses wait in a sheet: as tabs they would take three rows. */}
        <FilterSheet
          label="Статус кампаний"
          active={params.status === undefined ? 0 : 1}
          summary={`Статус: ${statusTabs.find((tab) => tab.value === params.status)?.label ?? ''}`}
          className="flex flex-wrap gap-1"
        >
          {statusTabs.map((tab) => (
            <Button
              key={tab.label}
              size="sm"
              variant={params.status === tab.value ? 'secondary' : 'ghost'}
              aria-pressed={params.status === tab.value}
              onClick={() => update({ status: tab.value })}
            >
              {tab.label}
            </Button>
          ))}
        </FilterSheet>
        <SearchInput
          className="w-full lg:w-72"
          aria-label="Поиск кампаний"
          placeholder="Поиск по названию или номеру"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      <DataTable
        caption="Кампании"
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        ordering={params.ordering}
        onSortingChange={(ordering) => update({ ordering })}
        {...tableQueryProps(list)}
        rowActions={rowActions}
        empty={
          filtered ? (
            <EmptyState
              title="Ничего не найдено"
              text="Измените поиск или выберите другой статус."
              headingLevel="p"
              action={
                <Button variant="outline" onClick={() => update({ search: '', status: undefined })}>
                  Сбросить фильтры
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="Кампаний пока нет"
              text="Создайте первую кампанию: выберите экраны, загрузите ролик и задайте бюджет."
              headingLevel="p"
              action={<CreateCampaignButton />}
            />
          )
        }
        pagination={pagination(total)}
      />
      <OmittedRowsNote count={list.data?.omitted} />
      {confirm.dialog}
    </div>
  );
}
