import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import {
  campaignMutations,
  type Campaign,
  type DownloadedFile,
  type TransferProgress,
} from '@ekran/api';
import { Button, Field, Modal, NumberInput, ProgressBar, toast } from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { saveFile } from '../../lib/save-file';
import { reportFilename } from './campaign-actions';

type Props = {
  campaign: Pick<Campaign, 'id' | 'agency_percent'>;
  /** Agencies may add their percent to the report. */
  isAgency: boolean;
};

const toPercent = (progress: TransferProgress | null) =>
  progress && progress.totalBytes > 0 ? Math.round(progress.percent * 100) : null;

/** «Отчёт» (export_report, with agency_percent for agencies) and «Отчёт рекламодателя» as downloads. */
export function ExportButtons({ campaign, isAgency }: Props) {
  const api = useApi();
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const [percentOpen, setPercentOpen] = useState(false);
  const [agencyPercent, setAgencyPercent] = useState<number | null>(campaign.agency_percent);
  const report = useMutation(campaignMutations.exportReport(api));
  const advReport = useMutation(campaignMutations.exportAdvReport(api));
  const busy = report.isPending || advReport.isPending;

  const deliver = (kind: 'report' | 'adv-report') => (file: DownloadedFile) => {
    saveFile(file.blob, file.filename ?? reportFilename(kind, campaign.id));
    toast.success('Отчёт скачан');
  };

  const exportReport = (percent?: number) => {
    setProgress(null);
    report.mutate(
      {
        id: campaign.id,
        // 0 is a percent too: only «not asked» leaves it out.
        params: percent === undefined ? {} : { agency_percent: percent },
        onProgress: setProgress,
      },
      {
        onSuccess: (file) => {
          setPercentOpen(false);
          deliver('report')(file);
        },
      },
    );
  };

  const exportAdvReport = () => {
    setProgress(null);
    advReport.mutate(
      { body: { ids: [campaign.id] }, onProgress: setProgress },
      { onSuccess: deliver('adv-report') },
    );
  };

  const shown = toPercent(progress);
  return (
    <>
      <Button
        variant="outline"
        loading={report.isPending}
        disabled={busy}
        onClick={() => (isAgency ? setPercentOpen(true) : exportReport())}
      >
        <FileSpreadsheet aria-hidden />
        Отчёт
      </Button>
      <Button
        variant="outline"
        loading={advReport.isPending}
        disabled={busy}
        onClick={exportAdvReport}
      >
        <Download aria-hidden />
        Отчёт рекламодателя
      </Button>
      {busy ? (
        <ProgressBar
          label="Скачивание отчёта"
          value={shown}
          showValue={shown !== null}
          size="sm"
          className="w-48"
        />
      ) : null}
      <Modal
        open={percentOpen}
        onOpenChange={setPercentOpen}
        title="Отчёт по кампании"
        description="Агентский процент добавится к суммам в отчёте."
        onSave={() => exportReport(agencyPercent ?? 0)}
        saveText="Скачать"
        saving={report.isPending}
      >
        <Field label="Агентский процент" hint="От 0 до 100.">
          <NumberInput
            value={agencyPercent}
            onValueChange={setAgencyPercent}
            min={0}
            max={100}
            suffix="%"
          />
        </Field>
      </Modal>
    </>
  );
}
