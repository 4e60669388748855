// 预览地址无效: the box refused (or its address malformed) — nothing is framed; back to where the
// operator came from, or home when the box was opened directly.
import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../../kernel';

export function InvalidBox() {
  const t = useT();
  const navigate = useNavigate();
  // The router marks the page a tab opened with the key 'default': there is nothing to go back to.
  const { key } = useLocation();
  const back = () => {
    if (key !== 'default') navigate(-1);
    else navigate('/');
  };
  return (
    <Result
      status="warning"
      title={t('designer.previewBox.invalid')}
      subTitle={t('designer.previewBox.invalidHint')}
      extra={<Button type="primary" onClick={back} autoFocus>{t('designer.previewBox.back')}</Button>}
      data-testid="preview-box-invalid"
    />
  );
}
