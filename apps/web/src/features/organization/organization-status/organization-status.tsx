import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { organizationKeys, OrgStatus, Signing, type Organization } from '@ekran/api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FileDrop,
  type FileUploadContext,
} from '@ekran/ui';
import { OrganizationChecks } from '../../../components/organization-checks';
import { useApi } from '../../../lib/api-context';
import { errorText } from '../../../lib/error-text';

export type OrganizationStatusProps = {
  /** The organization as loaded: doc_status, signed and user_agreement are read here. */
  organization: Organization;
};

/** What the user should do next for each verification status. */
const NEXT_STEP: Record<
  OrgStatus,
  { variant: 'info' | 'warning' | 'success' | 'error'; text: string }
> = {
  [OrgStatus.NEW]: {
    variant: 'warning',
    text: 'Заполните реквизиты ниже и сохраните их — после этого данные уйдут на проверку.',
  },
  [OrgStatus.WAITING]: {
    variant: 'info',
    text: 'Мы проверяем данные организации. Когда проверка закончится, статус изменится здесь.',
  },
  [OrgStatus.APPROVE]: {
    variant: 'success',
    text: 'Организация подтверждена: можно запускать кампании.',
  },
  [OrgStatus.CANCEL]: {
    variant: 'error',
    text: 'Данные отклонены. Исправьте реквизиты и сохраните форму ещё раз — мы проверим их снова.',
  },
};

const SIGNING_STEP: Record<Signing, string> = {
  [Signing.NOT_SIGNED]:
    'Договор не подписан: скачайте его в разделе «Документы», подпишите и загрузите скан ниже.',
  [Signing.SENT]:
    'Подписанный договор получен и ждёт проверки. Загрузите новый файл, если нужно его заменить.',
  [Signing.SIGNED]: 'Договор подписан. Больше ничего делать не нужно.',
};

/** doc_status the app does not know (null): nothing is claimed, approval least of all. */
const UNKNOWN_STATUS_STEP = {
  variant: 'info',
  text: 'Статус проверки неизвестен: сервер его не сообщил. Обновите страницу позже или напишите в поддержку.',
} as const;

/** A signing state the app does not know (null): the upload stays offered, nothing is claimed. */
const UNKNOWN_SIGNING_STEP =
  'Состояние договора неизвестно. Если он ещё не подписан, скачайте его в разделе «Документы», подпишите и загрузите скан ниже.';

const MAX_AGREEMENT_BYTES = 10 * 1024 * 1024;

/** Verification and signing state with the next step, and the upload of the signed agreement. */
export function OrganizationStatus({ organization }: OrganizationStatusProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const next =
    organization.doc_status === null ? UNKNOWN_STATUS_STEP : NEXT_STEP[organization.doc_status];
  const signing = organization.signed;

  const upload = async (file: File, { onProgress, signal }: FileUploadContext) => {
    // The drop area shows the failure itself, so no toast on top of it.
    const saved = await api.organization.uploadAgreement(file, {
      filename: file.name,
      signal,
      silent: true,
      onProgress: (progress) => onProgress(progress.percent),
    });
    // A 2xx is the upload, whatever its answer holds: the organization is read again.
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    return saved;
  };

  return (
    <Card aria-labelledby="org-status-title">
      <CardHeader>
        <CardTitle id="org-status-title">Статус организации</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <OrganizationChecks
          organization={organization}
          agreement={
            organization.user_agreement ? (
              <a
                href={organization.user_agreement}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                Открыть загруженный договор
              </a>
            ) : null
          }
        />
        <Alert variant={next.variant}>{next.text}</Alert>
        <p className="text-sm text-muted-foreground">
          {signing === null ? UNKNOWN_SIGNING_STEP : SIGNING_STEP[signing]}{' '}
          {signing !== Signing.SIGNED && signing !== Signing.SENT ? (
            <Button asChild variant="link" size="sm" className="h-auto p-0">
              <Link to="/documents?type=1">Перейти к документам</Link>
            </Button>
          ) : null}
        </p>
        {signing !== Signing.SIGNED ? (
          <FileDrop
            label="Перетащите подписанный договор сюда или выберите файл"
            accept={['.pdf', '.jpg', '.jpeg', '.png']}
            maxSize={MAX_AGREEMENT_BYTES}
            onUpload={upload}
            getErrorMessage={errorText}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
