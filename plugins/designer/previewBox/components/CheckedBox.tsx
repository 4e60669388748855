// Nothing is framed before the server has answered the box's addresses back: a spinner while it
// checks, 预览地址无效 when refused, 重试 when the check itself failed; then the box, drawn with exactly
// the addresses the server approved. Checked again when the active site changes.
import { Button, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { TOKENS, useService, useT } from '../../../../kernel';
import type { PreviewBoxCheckAnswer, PreviewBoxCheckRequest } from '../../../../shared/domain/design/previewBox';
import { PREVIEW_BOX_STORE } from '../tokens';
import { InvalidBox } from './InvalidBox';

interface Props {
  request: PreviewBoxCheckRequest | null;
  children(answer: PreviewBoxCheckAnswer): ReactNode;
}

export const CheckedBox = observer(function CheckedBox({ request, children }: Props) {
  const store = useService(PREVIEW_BOX_STORE);
  const site = useService(TOKENS.site);
  const t = useT();
  const key = request ? JSON.stringify(request) : '';
  const siteId = site.home?.twebId;
  useEffect(() => {
    void store.check(request);
    return () => store.close();
    // The request is compared by its text: a new object of the same box is the same check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key, siteId]);

  // Until the check of this very box has begun, the state is the last box's.
  const state = store.requestKey === key ? store.state : 'checking';
  if (state === 'invalid') return <InvalidBox />;
  if (state === 'failed') {
    return (
      <Result
        status="error"
        title={t('designer.previewBox.checkFailed')}
        subTitle={store.failure}
        extra={<Button type="primary" onClick={() => void store.retry()}>{t('designer.previewBox.retry')}</Button>}
      />
    );
  }
  if (state === 'checking' || !store.answer) {
    return (
      <div className="pb-checking" role="status" data-testid="preview-box-checking">
        <Spin />
        <span>{t('designer.previewBox.checking')}</span>
      </div>
    );
  }
  return <>{children(store.answer)}</>;
});
