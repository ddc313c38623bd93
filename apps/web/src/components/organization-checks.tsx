import type { ReactNode } from 'react';
import type { Organization } from '@ekran/api';
import { StatusBadge } from './status-badge';

export type OrganizationChecksProps = {
  organization: Pick<Organization, 'doc_status' | 'signed'>;
  /** After the contract's badge: the organization screen's link to the uploaded agreement. */
  agreement?: ReactNode;
};

/**
 * Where an organization stands: the check of its data and its contract, as the dashboard and the
 * organization screen both show them. A state the server did not send reads «Неизвестно» in both.
 */
export function OrganizationChecks({ organization, agreement }: OrganizationChecksProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted-foreground">Проверка данных</dt>
      <dd>
        <StatusBadge kind="organizationStatus" value={organization.doc_status} />
      </dd>
      <dt className="text-muted-foreground">Договор</dt>
      <dd className="flex flex-wrap items-center gap-3">
        <StatusBadge kind="signing" value={organization.signed} />
        {agreement}
      </dd>
    </dl>
  );
}
