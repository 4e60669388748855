// The live preview of an exception page as a visitor sees it (title, text, picture, 返回首页 and
// the countdown), rendered from the form's values as they are typed.
import { Button } from 'antd';
import { useT } from '../../../../kernel';
import type { SiteExceptionPage } from '../../../../shared/domain/settings/site';

export function PagePreview({ page }: { page: SiteExceptionPage }) {
  const t = useT();
  return (
    <div className="site-preview" aria-label={t('settings.site.pages.preview')} data-kind={page.kind}>
      {page.image ? <img src={page.image} alt="" /> : <div style={{ fontSize: 56, fontWeight: 600, color: '#d9d9d9' }}>{page.kind === 'closed' ? '⏸' : page.kind}</div>}
      <h2>{page.title}</h2>
      <p>{page.text}</p>
      {page.showHomeButton && <Button type="primary" tabIndex={-1}>{page.buttonText}</Button>}
      {page.autoReturnSeconds > 0 && <div className="site-preview-countdown">{t('settings.site.pages.previewCountdown', { seconds: page.autoReturnSeconds })}</div>}
    </div>
  );
}
