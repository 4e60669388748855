// Insert-file dialog: the file's address and a title (at most 100 characters); 上传 opens the
// gallery picker for any file (file type 9) and fills both. Inserts a link to the file opening in a
// new window; an empty or invalid address gives the editor's invalid-URL alert and inserts nothing.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { FILE_TYPE } from '../../../domain/content';
import { EDITOR_TITLE_MAX, isValidUrl } from '../../../domain/editor';
import { DialogFrame, Row, type DialogEnv } from './common';

export interface FileInput {
  url: string;
  title: string;
}

export interface FileDialogProps {
  env: DialogEnv;
  open: boolean;
  onSubmit: (input: FileInput) => void;
  onClose: () => void;
  afterClose: () => void;
}

export function FileDialog({ env, open, onSubmit, onClose, afterClose }: FileDialogProps) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const urlId = useId();
  const titleId = useId();

  const upload = async () => {
    const row = await env.pick(FILE_TYPE.any);
    if (!row) return;
    setUrl(row.url);
    setTitle(row.name.slice(0, EDITOR_TITLE_MAX));
  };

  const submit = () => {
    if (!isValidUrl(url, { allowRelative: true })) {
      env.alert('invalidUrl');
      return false;
    }
    if (title.length > EDITOR_TITLE_MAX) {
      env.alert('titleTooLong');
      return false;
    }
    onSubmit({ url: url.trim(), title: title.trim() });
    return true;
  };

  return (
    <DialogFrame env={env} open={open} title={env.t('dialog.file')} onOk={submit} onClose={onClose} afterClose={afterClose} className="ui-rte-file-dialog">
      <Row label={env.t('field.fileUrl')} htmlFor={urlId}>
        <Space.Compact block>
          <Input id={urlId} value={url} placeholder="https://" autoFocus autoComplete="off" onChange={(e) => setUrl(e.target.value)} />
          <Button icon={<UploadOutlined />} onClick={() => void upload()}>
            {env.t('field.upload')}
          </Button>
        </Space.Compact>
      </Row>
      <Row label={env.t('field.title')} htmlFor={titleId}>
        <Input id={titleId} value={title} maxLength={EDITOR_TITLE_MAX} showCount autoComplete="off" onChange={(e) => setTitle(e.target.value)} />
      </Row>
    </DialogFrame>
  );
}
