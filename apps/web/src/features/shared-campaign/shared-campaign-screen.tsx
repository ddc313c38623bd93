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
  Input,
  LoadError,
  Modal,
  toast,
  VideoList,
} from '@ekran/ui';
import { CampaignLoading } from '../../components/campaign-loading';
import { CampaignFigures, CampaignTitle } from '../../components/campaign-summary';
import {
  ReportProgress,
  reportFilename,
  useReportDownload,
} from '../../components/report-download';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { CampaignStats } from '../../components/campaign-stats';
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
      <header>
        <CampaignTitle
          name={data.name}
          meta={
            <>
              <StatusBadge kind="campaignStatus" value={data.status} />
              <span>
                {formatDate(data.start_date)} – {formatDate(data.end_date)}
              </span>
            </>
          }
          actions={<SharedExports link={link} />}
        />
      </header>
      <CampaignFigures campaign={data} />
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
  const download = useReportDownload();
  const mailReport = useMutation({
    mutationFn: (address: string) =>
      api.shared.exportReport(link, { email: address }, { silent: true }),
  });
  const advReport = useMutation({
    mutationFn: (onProgress: (progress: TransferProgress) => void) =>
      api.shared.exportAdvReport(link, {}, { onProgress }),
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

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Mail aria-hidden />
        Отчёт на e-mail
      </Button>
      <Button
        variant="outline"
        loading={advReport.isPending}
        onClick={() =>
          advReport.mutate(download.start(), {
            onSuccess: (file) => download.save(file, reportFilename('adv-report', link.apiuid)),
          })
        }
      >
        <Download aria-hidden />
        Отчёт рекламодателя
      </Button>
      {advReport.isPending ? <ReportProgress progress={download.progress} /> : null}
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
    </>
  );
}
