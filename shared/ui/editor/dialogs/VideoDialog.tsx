// Video dialog: address pre-filled with the default prefix (a valid address, not just the prefix,
// else the invalid-video alert), width and height (default 500 × 400, digits only, at most 4
// characters, capped at 2000), autostart, and a poster (typed or from the image gallery).
import { PictureOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { FILE_TYPE } from '../../../domain/content';
import { isValidMediaUrl, isValidUrl, readSizes } from '../../../domain/editor';
import type { VideoProps } from '../nodes';
import { DialogFrame, Row, SizeInputs, sizeText, type DialogEnv, type SizeValue } from './common';

export interface VideoDialogProps {
  env: DialogEnv;
  open: boolean;
  mode: 'insert' | 'edit';
  initial: VideoProps;
  onSubmit: (props: VideoProps) => void;
  onClose: () => void;
  afterClose: () => void;
}

export function VideoDialog({ env, open, mode, initial, onSubmit, onClose, afterClose }: VideoDialogProps) {
  const [url, setUrl] = useState(initial.url);
  const [size, setSize] = useState<SizeValue>({ width: sizeText(initial.width), height: sizeText(initial.height) });
  const [autoplay, setAutoplay] = useState(initial.autoplay);
  const [poster, setPoster] = useState(initial.poster);
  const urlId = useId();
  const posterId = useId();

  const fromGallery = async () => {
    const row = await env.pick(FILE_TYPE.image);
    if (row) setPoster(row.url);
  };

  const submit = () => {
    if (!isValidMediaUrl(url)) {
      env.alert('invalidVideoUrl');
      return false;
    }
    const sizes = readSizes(size.width, size.height);
    if ('error' in sizes) {
      env.alert(sizes.error);
      return false;
    }
    if (poster.trim() && !isValidUrl(poster, { allowRelative: true })) {
      env.alert('invalidUrl');
      return false;
    }
    onSubmit({ url: url.trim(), width: sizes.width, height: sizes.height, autoplay, poster: poster.trim() });
    return true;
  };

  return (
    <DialogFrame
      env={env}
      open={open}
      title={env.t(mode === 'edit' ? 'dialog.videoEdit' : 'dialog.video')}
      width={480}
      onOk={submit}
      onClose={onClose}
      afterClose={afterClose}
      className="ui-rte-video-dialog"
    >
      <Row label={env.t('field.url')} htmlFor={urlId}>
        <Input id={urlId} value={url} autoFocus autoComplete="off" onChange={(e) => setUrl(e.target.value)} />
        <div className="ui-rte-dialog-hint">{env.t('field.videoHint')}</div>
      </Row>
      <Row label="">
        <SizeInputs env={env} value={size} onChange={setSize} />
      </Row>
      <Row label={env.t('field.poster')} htmlFor={posterId}>
        <Space.Compact block>
          <Input id={posterId} value={poster} placeholder="https://" autoComplete="off" onChange={(e) => setPoster(e.target.value)} />
          <Button icon={<PictureOutlined />} onClick={() => void fromGallery()}>
            {env.t('field.fromGallery')}
          </Button>
        </Space.Compact>
      </Row>
      <Row label="">
        <Checkbox checked={autoplay} onChange={(e) => setAutoplay(e.target.checked)}>
          {env.t('field.autoplay')}
        </Checkbox>
      </Row>
    </DialogFrame>
  );
}
