import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, LinkIcon, Mail } from 'lucide-react';
import {
  describeError,
  isHTTPError,
  sharedQueries,
  type ShareLink,
  type TransferProgress,
  statusLabel,
} from '@ekran/api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  formatDate,
  formatMoney,
  formatNumber,
  Input,
  LoadError,
  Modal,
  ProgressBar,
  Stat,
  toast,
  VideoList,
} from '@ekran/ui';
import { CampaignLoading } from '../../components/campaign-loading';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { CampaignStats } from '../../components/campaign-stats';
import { saveFile } from '../../lib/save-file';
import { firstLoadFailed, loadErrorHint } from '../../lib/query-state';
import { isEmail } from '../../lib/email-rule';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';

/** A link that is wrong or revoked answers 401/403/404. */
const isBadLink = (error: unknown) =>
  isHTTPError(error) && [401, 403, 404].includes(error.response.status);

/**
 * /shared-campaign/{apiuid}/{apitoken}: the read-only statistics of one campaign for someone
 * without an account. Every call goes with the link's Authorization and Adv headers, never a login.
 */
export function SharedCampaignScreen() {
  const api = useApi();
  const { apiuid = '', apitoken = '' } = useParams();
  const link: ShareLink = { apiuid, apitoken };
  const campaign = useQuery(
    sharedQueries.detail(api, link, {
      silent: true,
    }),
  );

  if (campaign.isPending) {
    return <CampaignLoading under="figures" />;
  }
  if (firstLoadFailed(campaign)) {
    return isBadLink(campaign.error) ? (
      <EmptyState
        icon={<LinkIcon />}
        headingLevel="h2"
        title="Ссылка недействительна"
        text="Ссылка на кампанию неверна или устарела. Попросите владельца кампании прислать новую."
      />
    ) : (
      <LoadError
        layout="alert"
        title="Не удалось загрузить кампанию"
        details={loadErrorHint(
          campaign.error,
          'Проверьте подключение к интернету и попробуйте ещё раз.',
        )}
        onRetry={() => void campaign.refetch()}
      />
    );
  }

  const data = campaign.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold break-words">{data.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <StatusBadge kind="campaignStatus" value={data.status} />
            <span>
              {formatDate(data.start_date)} – {formatDate(data.end_date)}
            </span>
          </div>
        </div>
        <SharedExports link={link} />
      </header>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="Бюджет" value={formatMoney(data.budget)} />
        <Stat label="Потрачено" value={formatMoney(data.spent)} />
        <Stat label="Показы" value={formatNumber(data.impressions)} />
      </div>
      <SharedStatistics link={link} />
      <SharedVideos link={link} />
    </div>
  );
}

function SharedStatistics({ link }: { link: ShareLink }) {
  const api = useApi();
  return (
    <CampaignStats
      idPrefix="shared-stats"
      queries={{
        daily: (period) => sharedQueries.dailyStat(api, link, period),
        videos: (period) => sharedQueries.videoStats(api, link, period),
        players: (params) => sharedQueries.playerStat(api, link, params),
      }}
    />
  );
}

function SharedVideos({ link }: { link: ShareLink }) {
  const api = useApi();
  const videos = useQuery(sharedQueries.videos(api, link));
  return (
    <Card aria-labelledby="shared-videos">
      <CardHeader>
        <CardTitle id="shared-videos">Ролики</CardTitle>
      </CardHeader>
      <CardContent>
        <VideoList
          videos={videos.data?.results ?? []}
          statusLabel={(status) => statusLabel('videoModerationStatus', status)}
          loading={videos.isPending}
          error={firstLoadFailed(videos) ? loadErrorHint(videos.error) : undefined}
          onRetry={() => void videos.refetch()}
        />
        <OmittedRowsNote count={videos.data?.omitted} className="mt-3" />
      </CardContent>
    </Card>
  );
}

function SharedExports({ link }: { link: ShareLink }) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const mailReport = useMutation({
    mutationFn: (address: string) =>
      api.shared.exportReport(link, { email: address }, { silent: true }),
  });
  const advReport = useMutation({
    mutationFn: () => api.shared.exportAdvReport(link, {}, { onProgress: setProgress }),
  });
  const emailError =
    touched && !isEmail(email) ? 'Введите e-mail, например name@company.ru.' : null;

  const send = () => {
    setTouched(true);
    if (!isEmail(email)) return;
    mailReport.mutate(email.trim(), {
      onSuccess: () => {
        toast.success(`Отчёт отправлен на ${email.trim()}`);
        setOpen(false);
      },
    });
  };

  const percent = progress && progress.totalBytes > 0 ? Math.round(progress.percent * 100) : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Mail aria-hidden />
        Отчёт на e-mail
      </Button>
      <Button
        variant="outline"
        loading={advReport.isPending}
        onClick={() => {
          setProgress(null);
          advReport.mutate(undefined, {
            onSuccess: (file) => {
              saveFile(file.blob, file.filename ?? `otchet-reklamodatelya-${link.apiuid}.csv`);
              toast.success('Отчёт скачан');
            },
          });
        }}
      >
        <Download aria-hidden />
        Отчёт рекламодателя
      </Button>
      {advReport.isPending ? (
        <ProgressBar
          label="Скачивание отчёта"
          value={percent}
          showValue={percent !== null}
          size="sm"
          className="w-48"
        />
      ) : null}
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) mailReport.reset();
        }}
        title="Отчёт на e-mail"
        description="Пришлём отчёт по кампании на указанный адрес."
        onSave={send}
        saveText="Отправить"
        saving={mailReport.isPending}
      >
        <div className="flex flex-col gap-3">
          <Field label="E-mail" required error={emailError}>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </Field>
          {mailReport.isError ? (
            <Alert variant="error" title="Отчёт не отправлен">
              {describeError(mailReport.error, navigator.onLine).message}
            </Alert>
          ) : null}
        </div>
      </Modal>
    </div>
  );
}
