import { useAppTenant } from '../../lib/tenant-context';
import { formatDate } from '@ekran/ui';
import { termsSections, termsUpdatedAt } from './terms-text';

/** /terms-of-use: the service agreement, with the tenant as the operator. */
export function TermsScreen() {
  const tenant = useAppTenant();
  const sections = termsSections(tenant.company_name, tenant.name);
  return (
    <article className="mx-auto max-w-3xl space-y-6 leading-relaxed">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Пользовательское соглашение</h1>
        <p className="text-sm text-muted-foreground">Редакция от {formatDate(termsUpdatedAt)}</p>
      </header>
      {sections.map((section) => (
        <section key={section.title} className="space-y-2">
          <h2 className="text-lg font-semibold">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
