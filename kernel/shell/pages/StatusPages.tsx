// 403 and 404 pages (§2 route behaviour 3, 4 and 7).
import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export const ForbiddenPage = observer(function ForbiddenPage() {
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  useDocumentTitle('403');
  return (
    <Result
      status="403"
      title="403"
      subTitle={i18n.t('kernel.errors.forbidden')}
      extra={<Button type="primary" onClick={() => navigate('/')}>{i18n.t('kernel.common.backHome')}</Button>}
    />
  );
});

export const NotFoundPage = observer(function NotFoundPage({ bare = false }: { bare?: boolean }) {
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  useDocumentTitle('404');
  return (
    <div className={bare ? 'status-page-bare' : undefined}>
      <Result
        status="404"
        title="404"
        subTitle={i18n.t('kernel.errors.notFound')}
        extra={<Button type="primary" onClick={() => navigate('/')}>{i18n.t('kernel.common.backHome')}</Button>}
      />
    </div>
  );
});
