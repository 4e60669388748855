// The addresses of the site's member pages (/member/{siteId}/register, login, recover, profile), to link
// from the site's navigation; each opens in a new tab.
import { useT } from '../../../../kernel';

const PAGES = ['register', 'login', 'recover', 'profile'] as const;

export function PublicLinks({ siteId }: { siteId: number | null }) {
  const t = useT();
  if (siteId === null) return null;
  return (
    <section className="centre-links" aria-label={t('members.centre.publicLinks')}>
      <h3>{t('members.centre.publicLinks')}</h3>
      <p className="centre-help">{t('members.centre.publicLinksHelp')}</p>
      <ul>
        {PAGES.map((page) => {
          const path = `/member/${siteId}/${page}`;
          return (
            <li key={page}>
              <span className="centre-link-name">{t(`members.centre.pages.${page}`)}</span>
              <a href={path} target="_blank" rel="noopener noreferrer">{`${window.location.origin}${path}`}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
