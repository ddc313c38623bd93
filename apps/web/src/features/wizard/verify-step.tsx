import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import {
  CAMPAIGN_ACTION_RULES,
  campaignKeys,
  CampaignStatus,
  genderLabels,
  incomeGroupLabels,
  invalidates,
  statusLabel,
  userKeys,
  userQueries,
  type Campaign,
  type IncomeGroup,
} from '@ekran/api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  describeSchedule,
  scheduleToMatrix,
  formatDateRange,
  formatMoney,
  formatNumber,
  Stat,
  toast,
} from '@ekran/ui';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { errorText } from '../../lib/error-text';
import { MediaPlanCard } from './media-plan-card';
import { mediaPlanRequestOf } from './parameters-form';
import { useWizard } from './wizard-context';
import { agencyPercentAccess, stepHref, type WizardStepIndex } from './wizard-rules';

/** Step 4: the whole campaign on one page, what is missing, and «Отправить на модерацию». */
export function VerifyStep() {
  const api = useApi();
  const navigate = useNavigate();
  const { id, campaign, videos, checklist, role } = useWizard();
  const balance = useQuery(userQueries.balance(api));
  // Silent: the refusal reason is shown next to the button rather than in a passing toast.
  const run = useMutation({
    mutationFn: () => api.campaigns.runModeration(id ?? '', { silent: true }),
    onSuccess: invalidates(campaignKeys.all, userKeys.balance()),
  });
  const checklistId = useId();
  if (!campaign) return null;

  const missing = checklist.filter((item) => item.ok === false);
  const status = Number(campaign.status);
  // The shared rule: the fake backend and the campaign view refuse and offer exactly the same.
  const canSend = CAMPAIGN_ACTION_RULES.runModeration(campaign);
  const assigned = (campaign.player_settings ?? []).filter((s) => s.video_id != null).length;
  const available = balance.data?.available_balance;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <Summary title="Параметры" step={0} id={id}>
            <Dl
              rows={[
                ['Название', campaign.name],
                ['Описание', campaign.description || '—'],
                ['Тип', statusLabel('campaignType', campaign.type)],
                ['Период', formatDateRange(campaign.start_date, campaign.end_date)],
                ['Бюджет', formatMoney(campaign.budget)],
                ['Дневной бюджет', formatMoney(campaign.daily_budget)],
                ['Лимит на сегодня', formatMoney(campaign.today_extra_limit)],
                ['Перенос остатка', campaign.budget_rollover ? 'Да' : 'Нет'],
                ['Тратить быстро', campaign.spent_fast ? 'Да' : 'Нет'],
                ['Задержка между показами', `${formatNumber(campaign.delay)} с`],
                ...(agencyPercentAccess(role) === 'editable'
                  ? ([['Агентский процент', `${formatNumber(campaign.agency_percent)} %`]] as const)
                  : []),
                ['Аудитория', audienceText(campaign)],
                ['Расписание', describeSchedule(scheduleToMatrix(campaign.target_days))],
                ['Экраны', formatNumber(campaign.players.length)],
              ]}
            />
          </Summary>
          <Summary title="Контент" step={1} id={id}>
            {videos.length === 0 ? (
              <p className="text-sm text-muted-foreground">Роликов нет.</p>
            ) : (
              <ul aria-label="Ролики" className="flex flex-col gap-2">
                {videos.map((video) => (
                  <li key={video.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-medium">{video.name}</span>
                    <StatusBadge kind="videoModerationStatus" value={video.moderation_status} />
                  </li>
                ))}
              </ul>
            )}
          </Summary>
          <Summary title="Выбор контента" step={2} id={id}>
            <p className="text-sm">
              {assigned > 0
                ? `Отдельный ролик назначен на экранах: ${formatNumber(assigned)} из ${formatNumber(campaign.players.length)}. Остальные показывают все ролики кампании.`
                : 'Все экраны показывают все ролики кампании по очереди.'}
            </p>
          </Summary>
        </div>

        <aside
          aria-label="Прогноз и бюджет"
          className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start"
        >
          <MediaPlanCard request={mediaPlanRequestOf(campaign, campaign.audience)} />
          <Card aria-label="Деньги">
            <CardContent className="grid grid-cols-2 gap-4 pt-6">
              <Stat label="Бюджет кампании" value={formatMoney(campaign.budget)} />
              <Stat
                label="Доступно на балансе"
                value={formatMoney(available ?? null)}
                loading={balance.isPending}
                hint="Бюджет кампании уже зарезервирован"
              />
            </CardContent>
          </Card>
        </aside>
      </div>

      <Card aria-labelledby={checklistId}>
        <CardHeader>
          <CardTitle id={checklistId} as="h2">
            Готовность к модерации
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul aria-label="Чек-лист" className="grid gap-2 sm:grid-cols-2">
            {checklist.map((item) => (
              <li key={item.id} className="flex items-center gap-2 text-sm">
                {item.ok ? (
                  <CircleCheck aria-hidden className="size-4 text-success" />
                ) : item.ok === null ? (
                  <CircleHelp aria-hidden className="size-4 text-muted-foreground" />
                ) : (
                  <CircleX aria-hidden className="size-4 text-destructive" />
                )}
                <span className={item.ok === false ? 'font-medium' : undefined}>
                  {item.label}
                  {item.ok === null ? (
                    <span className="text-muted-foreground">
                      {' '}
                      — неизвестно: сервер не прислал, проверит при отправке
                    </span>
                  ) : (
                    <span className="sr-only">{item.ok ? ' — готово' : ' — не заполнено'}</span>
                  )}
                </span>
                {item.ok === false ? (
                  <Link className="text-primary underline" to={stepHref(item.step, id)}>
                    Исправить
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          {status === CampaignStatus.MODERATION ? (
            <Alert variant="info" title="Кампания уже на модерации">
              Мы сообщим о результате; статус виден в{' '}
              <Link className="underline" to={`/campaigns/${campaign.id}`}>
                карточке кампании
              </Link>
              .
            </Alert>
          ) : !canSend ? (
            <Alert variant="info" title="Модерация не нужна">
              Кампания в статусе, из которого её не отправляют на модерацию. Изменения уже
              сохранены.
            </Alert>
          ) : missing.length > 0 ? (
            <Alert variant="warning" title={`Осталось заполнить: ${missing.length}`}>
              Исправьте пункты чек-листа, чтобы отправить кампанию на модерацию.
            </Alert>
          ) : null}
          {run.isError ? (
            <Alert variant="error" title="Не удалось отправить на модерацию">
              {errorText(run.error)}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2">
            <Button asChild variant="ghost">
              <Link to={stepHref(2, id)}>Назад к выбору контента</Link>
            </Button>
            {canSend ? (
              <Button
                size="lg"
                disabled={missing.length > 0}
                loading={run.isPending}
                onClick={() =>
                  run.mutate(undefined, {
                    onSuccess: () => {
                      toast.success('Кампания отправлена на модерацию');
                      void navigate(`/campaigns/${campaign.id}`);
                    },
                  })
                }
              >
                Отправить на модерацию
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={`/campaigns/${campaign.id}`}>Открыть кампанию</Link>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function audienceText(campaign: Campaign): string {
  const { age_from, age_to, gender, income } = campaign.audience;
  const incomes = income
    .split('')
    .map((letter) => incomeGroupLabels[letter as IncomeGroup] ?? letter)
    .join(', ');
  return `${age_from}–${age_to} лет · ${genderLabels[gender] ?? gender} · ${incomes}`;
}

function Summary({
  title,
  step,
  id,
  children,
}: {
  title: string;
  step: WizardStepIndex;
  id: string | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle id={headingId} as="h2">
          {title}
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to={stepHref(step, id)} aria-label={`Изменить: ${title.toLowerCase()}`}>
            Изменить
          </Link>
        </Button>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Dl({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
