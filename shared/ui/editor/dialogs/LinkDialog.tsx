// Link dialog: address (valid http(s) or site-relative, else the editor's invalid-URL alert and
// nothing inserted), text (the selection by default) and "open in a new window".
import { Checkbox, Input } from 'antd';
import { useId, useState } from 'react';
import { isValidUrl } from '../../../domain/editor';
import type { LinkInput } from '../actions';
import { DialogFrame, Row, type DialogEnv } from './common';

export interface LinkDialogProps {
  env: DialogEnv;
  open: boolean;
  /** Editing the link under the selection rather than inserting one. */
  edit: boolean;
  initial: LinkInput;
  onSubmit: (input: LinkInput) => void;
  onClose: () => void;
  afterClose: () => void;
}

export function LinkDialog({ env, open, edit, initial, onSubmit, onClose, afterClose }: LinkDialogProps) {
  const [url, setUrl] = useState(initial.url);
  const [text, setText] = useState(initial.text);
  const [newWindow, setNewWindow] = useState(initial.newWindow);
  const urlId = useId();
  const textId = useId();

  const submit = () => {
    if (!isValidUrl(url, { allowRelative: true })) {
      env.alert('invalidUrl');
      return false;
    }
    onSubmit({ url: url.trim(), text: text.trim() ? text : '', newWindow });
    return true;
  };

  return (
    <DialogFrame env={env} open={open} title={env.t(edit ? 'dialog.linkEdit' : 'dialog.link')} onOk={submit} onClose={onClose} afterClose={afterClose} className="ui-rte-link-dialog">
      <Row label={env.t('field.url')} htmlFor={urlId}>
        <Input id={urlId} value={url} placeholder="https://" autoFocus autoComplete="off" onChange={(e) => setUrl(e.target.value)} />
      </Row>
      <Row label={env.t('field.text')} htmlFor={textId}>
        <Input id={textId} value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      </Row>
      <Row label="">
        <Checkbox checked={newWindow} onChange={(e) => setNewWindow(e.target.checked)}>
          {env.t('field.newWindow')}
        </Checkbox>
      </Row>
    </DialogFrame>
  );
}
