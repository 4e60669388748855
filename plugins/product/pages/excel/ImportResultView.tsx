// What a finished import did: its counts, whether anything was stored, the refused rows by number
// and reason (the first ones; all of them in the error report, downloadable here).
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import type { ProductImportError, ProductImportResult } from '../../../../shared/domain/product';
import { useExcelT } from './excelText';

export interface ImportResultViewProps {
  result: ProductImportResult;
  /** The task has a report to download (it has when a row was refused). */
  hasReport: boolean;
  onDownloadReport(): void;
}

export function ImportResultView({ result, hasReport, onDownloadReport }: ImportResultViewProps) {
  const t = useExcelT();
  const summary = !result.stored
    ? { type: 'error' as const, text: t('notStored', { count: result.failed }) }
    : result.failed > 0
      ? { type: 'warning' as const, text: t('storedWithSkips', { count: result.skipped }) }
      : { type: 'success' as const, text: t('allStored') };
  return (
    <div className="px-result" data-testid="import-result">
      <Alert type={summary.type} showIcon title={summary.text} />
      <div className="px-counts">
        <Tag>{t('rows', { count: result.rows })}</Tag>
        <Tag color={result.added ? 'green' : undefined}>{t('added', { count: result.added })}</Tag>
        {result.mode === 'update' && <Tag color={result.updated ? 'blue' : undefined}>{t('updated', { count: result.updated })}</Tag>}
        {result.skipped > 0 && <Tag color="orange">{t('skipped', { count: result.skipped })}</Tag>}
      </div>
      {result.errors.length > 0 && (
        <>
          <div className="px-errors-head">
            <Typography.Text strong>{t('errorsTitle')}</Typography.Text>
            {hasReport && (
              <Button size="small" icon={<DownloadOutlined />} onClick={onDownloadReport}>
                {t('downloadReport')}
              </Button>
            )}
          </div>
          <Table<ProductImportError>
            className="px-errors"
            size="small"
            rowKey="row"
            dataSource={result.errors}
            pagination={result.errors.length > 5 ? { pageSize: 5, size: 'small', showSizeChanger: false } : false}
            columns={[
              { title: t('row'), dataIndex: 'row', width: 64 },
              { title: t('name'), dataIndex: 'name', width: 180, ellipsis: { showTitle: true } },
              { title: t('reason'), dataIndex: 'reason' },
            ]}
            data-testid="import-errors"
          />
          {result.failed > result.errors.length && <Typography.Text type="secondary">{t('errorsMore', { shown: result.errors.length, count: result.failed })}</Typography.Text>}
        </>
      )}
    </div>
  );
}
