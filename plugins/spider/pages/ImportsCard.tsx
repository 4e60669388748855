// Log imports: the upload (progress as it is sent, then its parsing task), the imports list, and
// the ingest address with the site's token and the reverse DNS switch.
import { Button, Card, Popconfirm, Progress, Space, Switch, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import dayjs from 'dayjs';
import { API, API_BASE, endpointPath, SERVICE_PREFIXES } from '../../../shared/domain';
import type { SpiderImportRow } from '../../../shared/domain/spider';
import { InlineTask } from '../../../shared/ui/task/InlineTask';
import type { SpiderStore } from '../store/SpiderStore';
import { useT } from './useT';

export const ImportsCard = observer(function ImportsCard({ store }: { store: SpiderStore }) {
  const t = useT();
  const ingestUrl = `${window.location.origin}${API_BASE}${endpointPath(API.spiderIngest, SERVICE_PREFIXES)}`;
  const overview = store.overview;
  return (
    <Card title={t('imports')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Upload
            accept=".log,.gz,.txt"
            showUploadList={false}
            beforeUpload={(file) => {
              void store.upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={store.uploading !== null} data-testid="spider-upload">{t('upload')}</Button>
          </Upload>
          <Typography.Text type="secondary">{t('uploadHint')}</Typography.Text>
        </Space>
        {store.uploading && (
          <div data-testid="spider-upload-progress">
            {t('uploading', { name: store.uploading.fileName, percent: store.uploading.percent })}
            <Progress percent={store.uploading.percent} size="small" />
          </div>
        )}
        {store.uploadTaskId !== null && <InlineTask taskId={store.uploadTaskId} onFinished={() => void store.uploadFinished()} />}
        <div data-testid="spider-imports">
<Table<SpiderImportRow>
          size="small"
          rowKey="id"
          dataSource={store.imports}
          pagination={false}
          columns={[
            { title: t('fileName'), dataIndex: 'fileName' },
            { title: t('domain'), dataIndex: 'domain' },
            { title: t('source'), dataIndex: 'source', render: (s: string) => t(`sources.${s}`) },
            { title: t('state'), dataIndex: 'state', render: (s: string) => t(`states.${s}`) },
            { title: t('accepted'), dataIndex: 'accepted' },
            { title: t('spiders'), dataIndex: 'spiders' },
            { title: t('rejected'), dataIndex: 'rejected' },
            { title: t('createdAt'), dataIndex: 'createdAt', render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm') },
          ]}
        />
</div>        {overview && (
          <div className="spider-ingest">
            <Typography.Title level={5}>{t('ingest')}</Typography.Title>
            <div>{t('ingestHint')}</div>
            <Typography.Text code copyable>{ingestUrl}</Typography.Text>
            <div>
              {t('token')}：<Typography.Text code copyable data-testid="spider-token">{overview.token}</Typography.Text>
              <Popconfirm title={t('resetConfirm')} onConfirm={() => void store.resetToken()}>
                <Button size="small">{t('resetToken')}</Button>
              </Popconfirm>
            </div>
            <Space>
              <Switch checked={overview.reverseDns} onChange={(on) => void store.setReverseDns(on)} />
              {t('reverseDns')}
            </Space>
          </div>
        )}
      </Space>
    </Card>
  );
});
