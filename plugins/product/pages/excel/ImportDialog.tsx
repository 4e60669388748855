// 导入产品: the template to download, an .xlsx to pick (≤ 10 MB, checked here and again by the
// server), 导入方式 仅新增 / 按名称更新, 跳过错误行, then 开始导入 — after which the dialog follows
// the import it started (progress, then the result with the refused rows).
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Checkbox, Modal, Radio, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService } from '../../../../kernel';
import { IMPORT_MODES, type ImportMode } from '../../../../shared/domain/product';
import { PRODUCT_EXCEL } from '../../tokens';
import { useExcelT } from './excelText';
import { ImportTaskView } from './ImportTaskView';
import './excel.css';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ImportDialog = observer(function ImportDialog() {
  const store = useService(PRODUCT_EXCEL);
  const t = useExcelT();
  /** The import this opening started: the dialog then shows it instead of the form. */
  const [started, setStarted] = useState<number | null>(null);
  const close = () => {
    setStarted(null);
    store.closeImport();
  };
  const start = async () => {
    if (await store.startImport()) setStarted(store.importTaskId);
  };
  const showing = started !== null && started === store.importTaskId ? started : null;
  const footer = showing !== null
    ? [<Button key="close" onClick={close}>{t('close')}</Button>]
    : [
        <Button key="cancel" onClick={close}>{t('close')}</Button>,
        <Button key="start" type="primary" loading={store.starting} disabled={!store.file} onClick={() => void start()}>{t('start')}</Button>,
      ];
  return (
    <Modal open={store.importOpen} title={t('importTitle')} width={680} onCancel={close} footer={footer} destroyOnHidden>
      {showing !== null ? (
        <ImportTaskView taskId={showing} />
      ) : (
        <div className="px-form">
          <Alert
            type="info"
            showIcon
            title={t('templateHint')}
            action={<Button size="small" icon={<DownloadOutlined />} onClick={() => void store.downloadTemplate()}>{t('template')}</Button>}
          />
          <div className="px-field">
            <span className="px-label">{t('file')}</span>
            <div className="px-file">
              <Upload accept={XLSX_ACCEPT} showUploadList={false} maxCount={1} beforeUpload={(file) => { store.pickFile(file); return false; }}>
                <Button icon={<UploadOutlined />}>{t('pickFile')}</Button>
              </Upload>
              {store.file && (
                <span className="px-file-name" title={store.file.name} data-testid="import-file-name">
                  <PaperClipOutlined /> {store.file.name}
                </span>
              )}
            </div>
            {store.fileError ? <span className="px-error" role="alert">{store.fileError}</span> : <span className="px-hint">{t('fileHint')}</span>}
          </div>
          <div className="px-field">
            <span className="px-label" id="px-mode-label">{t('mode')}</span>
            <Radio.Group value={store.mode} onChange={(e) => store.setMode(e.target.value as ImportMode)} aria-labelledby="px-mode-label" className="px-modes">
              {IMPORT_MODES.map((mode) => (
                <Radio key={mode} value={mode}>
                  {t(`modes.${mode}`)} <span className="px-hint">{t(`modeHints.${mode}`)}</span>
                </Radio>
              ))}
            </Radio.Group>
          </div>
          <div className="px-field">
            <Checkbox checked={store.skipErrors} onChange={(e) => store.setSkipErrors(e.target.checked)}>{t('skipErrors')}</Checkbox>
            <span className="px-hint">{t('skipHint')}</span>
          </div>
        </div>
      )}
    </Modal>
  );
});
