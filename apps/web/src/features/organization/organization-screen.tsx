import { useQuery } from '@tanstack/react-query';
import { organizationQueries } from '@ekran/api';
import { LoadError, Skeleton } from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { OrganizationForm } from './organization-form';
import { OrganizationStatus } from './organization-status';
import { firstLoadFailed, loadErrorHint } from '../../lib/query-state';

/** /organization: verification status, the signed agreement and the requisites form. */
export function OrganizationScreen() {
  const api = useApi();
  const organization = useQuery(organizationQueries.my(api));

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <h1 className="text-2xl font-semibold">Организация</h1>
      {organization.isPending ? (
        <div
          role="status"
          className="grid gap-4"
          aria-busy="true"
          aria-label="Загрузка данных организации"
        >
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : firstLoadFailed(organization) ? (
        <LoadError
          layout="alert"
          title="Не удалось загрузить данные организации"
          details={loadErrorHint(organization.error)}
          onRetry={() => void organization.refetch()}
        />
      ) : (
        <>
          <OrganizationStatus organization={organization.data} />
          {/* Keyed by nothing that refetches change: a background refresh never wipes what is typed. */}
          <OrganizationForm organization={organization.data} />
        </>
      )}
    </div>
  );
}
