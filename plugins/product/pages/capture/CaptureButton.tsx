// 采集产品 on the product list's toolbar: opens the capture page, for those who may capture (product_capture).
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import { useCaptureT } from './captureText';

export function CaptureButton() {
  const permission = useService(TOKENS.permission);
  const navigate = useNavigate();
  const t = useCaptureT();
  if (!permission.has('product_capture')) return null;
  return (
    <Button icon={<CloudDownloadOutlined />} onClick={() => navigate('/zhProduct/capture')}>
      {t('entry')}
    </Button>
  );
}
