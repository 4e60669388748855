// Image dialog (insert) and image-properties dialog (edit the selected image): 450 × 250 px (§2, §9).
// Address (typed, or 从图库选择 with the image gallery), title text area (title and alt), alignment
// default / left / right (the image floats), width and height with the aspect-ratio link.
import { PictureOutlined } from '@ant-design/icons';
import { Button, Input, Radio, Space } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { FILE_TYPE } from '../../../domain/content';
import { EDITOR_IMAGE_DIALOG_SIZE, EDITOR_TITLE_MAX, IMAGE_ALIGNS, isValidUrl, linkedSize, readSizes, type ImageAlign } from '../../../domain/editor';
import type { ImageProps } from '../nodes';
import { baseName, DialogFrame, Row, SizeInputs, sizeText, type DialogEnv, type SizeValue } from './common';

export interface NaturalSize {
  width: number;
  height: number;
}

export interface ImageDialogProps {
  env: DialogEnv;
  open: boolean;
  /** 'edit' is the image-properties dialog of the selected image. */
  mode: 'insert' | 'edit';
  initial: ImageProps;
  /** The image's own size (for the aspect ratio), when known. */
  natural: NaturalSize | null;
  onSubmit: (props: ImageProps) => void;
  onClose: () => void;
  afterClose: () => void;
}

const ALIGN_LABEL: Record<ImageAlign, string> = { '': 'field.alignDefault', left: 'field.alignLeft', right: 'field.alignRight' };

/** Loads an address to learn its natural size (browsers only; jsdom never loads images). */
function probeSize(src: string, done: (size: NaturalSize) => void): () => void {
  if (typeof Image === 'undefined') return () => undefined;
  const img = new Image();
  let live = true;
  img.onload = () => {
    if (live && img.naturalWidth && img.naturalHeight) done({ width: img.naturalWidth, height: img.naturalHeight });
  };
  img.src = src;
  return () => {
    live = false;
    img.onload = null;
  };
}

export function ImageDialog({ env, open, mode, initial, natural: initialNatural, onSubmit, onClose, afterClose }: ImageDialogProps) {
  const [src, setSrc] = useState(initial.src);
  const [title, setTitle] = useState(initial.title);
  const [align, setAlign] = useState<ImageAlign>(initial.align);
  const [size, setSize] = useState<SizeValue>({ width: sizeText(initial.width), height: sizeText(initial.height) });
  const [linked, setLinked] = useState(true);
  const [natural, setNatural] = useState<NaturalSize | null>(initialNatural);
  const urlId = useId();
  const titleId = useId();
  const sizeRef = useRef(size);
  sizeRef.current = size;

  // A typed address: learn its size for the ratio, and fill empty size inputs (insert only).
  const [probe, setProbe] = useState('');
  useEffect(() => {
    if (!probe || !isValidUrl(probe, { allowRelative: true })) return;
    return probeSize(probe, (found) => {
      setNatural(found);
      if (mode === 'insert' && !sizeRef.current.width && !sizeRef.current.height) {
        const fitted = linkedSize('width', found.width, found);
        setSize({ width: sizeText(fitted.width), height: sizeText(fitted.height) });
      }
    });
  }, [probe, mode]);

  const fromGallery = async () => {
    const row = await env.pick(FILE_TYPE.image);
    if (!row) return;
    setSrc(row.url);
    if (!title.trim()) setTitle(baseName(row.name).slice(0, EDITOR_TITLE_MAX));
    if (row.width > 0 && row.height > 0) {
      const found = { width: row.width, height: row.height };
      setNatural(found);
      const fitted = linkedSize('width', row.width, found);
      setSize({ width: sizeText(fitted.width), height: sizeText(fitted.height) });
    }
  };

  const submit = () => {
    if (!isValidUrl(src, { allowRelative: true })) {
      env.alert('invalidUrl');
      return false;
    }
    const sizes = readSizes(size.width, size.height);
    if ('error' in sizes) {
      env.alert(sizes.error);
      return false;
    }
    if (title.length > EDITOR_TITLE_MAX) {
      env.alert('titleTooLong');
      return false;
    }
    onSubmit({ src: src.trim(), title, align, width: sizes.width, height: sizes.height });
    return true;
  };

  return (
    <DialogFrame
      env={env}
      open={open}
      title={env.t(mode === 'edit' ? 'dialog.imageProps' : 'dialog.image')}
      width={EDITOR_IMAGE_DIALOG_SIZE.width}
      bodyHeight={EDITOR_IMAGE_DIALOG_SIZE.height}
      onOk={submit}
      onClose={onClose}
      afterClose={afterClose}
      className="ui-rte-image-dialog"
    >
      <Row label={env.t('field.url')} htmlFor={urlId}>
        <Space.Compact block>
          <Input
            id={urlId}
            value={src}
            placeholder="https://"
            autoFocus={mode === 'insert'}
            autoComplete="off"
            onChange={(e) => setSrc(e.target.value)}
            onBlur={() => setProbe(src.trim())}
          />
          <Button icon={<PictureOutlined />} onClick={() => void fromGallery()}>
            {env.t('field.fromGallery')}
          </Button>
        </Space.Compact>
      </Row>
      <Row label={env.t('field.title')} htmlFor={titleId}>
        <Input.TextArea id={titleId} value={title} rows={2} maxLength={EDITOR_TITLE_MAX} autoFocus={mode === 'edit'} onChange={(e) => setTitle(e.target.value)} />
      </Row>
      <Row label={env.t('field.align')}>
        <Radio.Group
          value={align}
          onChange={(e) => setAlign(e.target.value as ImageAlign)}
          options={IMAGE_ALIGNS.map((value) => ({ value, label: env.t(ALIGN_LABEL[value]) }))}
        />
      </Row>
      <Row label="">
        <SizeInputs env={env} value={size} onChange={setSize} link={{ linked, onLinkedChange: setLinked, ratio: natural }} />
      </Row>
    </DialogFrame>
  );
}
