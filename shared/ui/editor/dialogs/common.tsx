// Pieces shared by the editor's dialogs: the modal frame, labelled rows, and the width/height inputs
// with the aspect-ratio link toggle.
import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import type { ImageRow } from '../../../domain/api/content';
import { SIZE_INPUT_MAX_CHARS } from '../../../domain/constants';
import { capSize, linkedSize, parseSize, type EDITOR_MSG } from '../../../domain/editor';

/** An alert text under ui.editor.msg: the rules' EDITOR_MSG, plus the gallery being unavailable. */
export type EditorMsgKey = keyof typeof EDITOR_MSG | 'galleryUnavailable';

/** What every dialog gets from the editor wrapper. */
export interface DialogEnv {
  /** Translates a key under ui.editor. */
  t: (key: string) => string;
  /** The editor's alert (editorConfig.customAlert) with a rule message. */
  alert: (key: EditorMsgKey) => void;
  /** Opens the gallery picker (limit 1); null when dismissed or unavailable. */
  pick: (fileType: 1 | 9) => Promise<ImageRow | null>;
}

export interface DialogFrameProps {
  env: DialogEnv;
  open: boolean;
  title: string;
  width?: number;
  bodyHeight?: number;
  /** Validates and applies; the dialog stays open while it answers false. */
  onOk: () => boolean;
  onClose: () => void;
  afterClose: () => void;
  className?: string;
  children: ReactNode;
}

export function DialogFrame({ env, open, title, width = 450, bodyHeight, onOk, onClose, afterClose, className, children }: DialogFrameProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={env.t('dialog.ok')}
      cancelText={env.t('dialog.cancel')}
      onOk={() => {
        if (onOk()) onClose();
      }}
      onCancel={onClose}
      afterClose={afterClose}
      mask={{ closable: false }}
      destroyOnHidden
      rootClassName={`ui-rte-dialog ${className ?? ''}`}
      styles={bodyHeight ? { body: { height: bodyHeight, overflowY: 'auto' } } : undefined}
    >
      {/* Enter in a single-line input confirms, as in a form. */}
      <form
        className="ui-rte-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (onOk()) onClose();
        }}
      >
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}

/** A labelled row: the label names the control for screen readers and tests. */
export function Row({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="ui-rte-dialog-row">
      {htmlFor ? (
        <label className="ui-rte-dialog-label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className="ui-rte-dialog-label">{label}</span>
      )}
      <div className="ui-rte-dialog-control">{children}</div>
    </div>
  );
}

export interface SizeValue {
  width: string;
  height: string;
}

/** Initial text of a size input: the number, or empty for 0 (automatic). */
export function sizeText(value: number): string {
  return value > 0 ? String(value) : '';
}

interface SizeInputsProps {
  env: DialogEnv;
  value: SizeValue;
  onChange: (value: SizeValue) => void;
  /** Present: shows the link toggle; the ratio is the image's natural size (or the sizes when linked). */
  link?: { linked: boolean; onLinkedChange: (linked: boolean) => void; ratio: { width: number; height: number } | null };
}

/**
 * Width and height: at most 4 characters each, capped at 2000 as typed. Anything but digits stays
 * in the input and is refused on confirmation with the editor's alert (§5). With the link on,
 * changing one dimension recomputes the other from the aspect ratio.
 */
export function SizeInputs({ env, value, onChange, link }: SizeInputsProps) {
  const widthId = useId();
  const heightId = useId();
  // Ratio taken from the inputs when the link is switched on for an image of unknown size.
  const [lockedRatio, setLockedRatio] = useState<{ width: number; height: number } | null>(() => {
    const width = parseSize(value.width);
    const height = parseSize(value.height);
    return width && height ? { width, height } : null;
  });
  const ratio = link?.ratio && link.ratio.width > 0 && link.ratio.height > 0 ? link.ratio : lockedRatio;

  const change = (changed: 'width' | 'height', text: string) => {
    const parsed = parseSize(text);
    let next: SizeValue = { ...value, [changed]: text };
    if (parsed !== null && parsed > 0) {
      const capped = capSize(parsed);
      if (capped !== parsed) next = { ...next, [changed]: String(capped) };
      if (link?.linked && ratio) {
        const sized = linkedSize(changed, capped, ratio);
        const other = changed === 'width' ? 'height' : 'width';
        next = { ...next, [other]: sizeText(sized[other]) };
      }
    }
    onChange(next);
  };

  return (
    <div className="ui-rte-size">
      <label htmlFor={widthId}>{env.t('field.width')}</label>
      <Input id={widthId} className="ui-rte-size-input" value={value.width} maxLength={SIZE_INPUT_MAX_CHARS} inputMode="numeric" autoComplete="off" onChange={(e) => change('width', e.target.value)} />
      <label htmlFor={heightId}>{env.t('field.height')}</label>
      <Input id={heightId} className="ui-rte-size-input" value={value.height} maxLength={SIZE_INPUT_MAX_CHARS} inputMode="numeric" autoComplete="off" onChange={(e) => change('height', e.target.value)} />
      {link && (
        <Button
          type={link.linked ? 'primary' : 'default'}
          ghost={link.linked}
          icon={link.linked ? <LinkOutlined /> : <DisconnectOutlined />}
          aria-pressed={link.linked}
          aria-label={env.t('field.keepRatio')}
          title={env.t('field.keepRatio')}
          onClick={() => {
            if (!link.linked) {
              const width = parseSize(value.width);
              const height = parseSize(value.height);
              setLockedRatio(width && height ? { width, height } : null);
            }
            link.onLinkedChange(!link.linked);
          }}
        />
      )}
    </div>
  );
}

/** A file name without its extension: the default title of a picked image. */
export function baseName(name: string): string {
  return name.replace(/\.[^./\\]+$/, '');
}
