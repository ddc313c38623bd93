import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { campaignMutations, type Campaign } from '@ekran/api';
import { Button, Field, Modal, NumberInput } from '@ekran/ui';
import {
  ReportProgress,
  reportFilename,
  useReportDownload,
} from '../../components/report-download';
import { useApi } from '../../lib/api-context';

type Props = {
  campaign: Pick<Campaign, 'id' | 'agency_percent'>;
  /** Agencies may add their percent to the report. */
  isAgency: boolean;
};

/** «Отчёт» (export_report, with agency_percent for agencies) and «Отчёт рекламодателя» as downloads. */
export function ExportButtons({ campaign, isAgency }: Props) {
  const api = useApi();
  const download = useReportDownload();
  const [percentOpen, setPercentOpen] = useState(false);
  const [agencyPercent, setAgencyPercent] = useState<number | null>(campaign.agency_percent);
  const report = useMutation(campaignMutations.exportReport(api));
  const advReport = useMutation(campaignMutations.exportAdvReport(api));
  const busy = report.isPending || advReport.isPending;

  const exportReport = (percent?: number) => {
    report.mutate(
      {
        id: campaign.id,
        // 0 is a percent too: only «not asked» leaves it out.
        params: percent === undefined ? {} : { agency_percent: percent },
        onProgress: download.start(),
      },
      {
        onSuccess: (file) => {
          setPercentOpen(false);
          download.save(file, reportFilename('report', campaign.id));
        },
      },
    );
  };

  const exportAdvReport = () =>
    advReport.mutate(
      { body: { ids: [campaign.id] }, onProgress: download.start() },
      { onSuccess: (file) => download.save(file, reportFilename('adv-report', campaign.id)) },
    );

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
      {busy ? <ReportProgress progress={download.progress} /> : null}
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
