// The QR generator (spec §3 options; §5: the logo only when the level is not L, the preview at most
// 300 px wide): the options' form, a live preview, and PNG/SVG downloads at the chosen size. Heavy
// (qrcode, the colour picker): load it lazily — `lazy(() => import('shared/ui/qr/QrGenerator'))`.
// Controlled: the caller owns the options (and their save); numbers follow the number-input rules.
import { Alert, Button, ColorPicker, Form, Input, Radio, Select, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOKENS, useService } from '../../../kernel';
import {
  clampQrOptions, qrDrawsLogo, qrPreviewWidth, QR_LABEL_EFFECTS, QR_LABEL_MAX, QR_LEVEL_TEXT, QR_LEVELS, QR_LIMITS, QR_TEXT_MAX,
  type QrLabel, type QrLogo, type QrGradient, type QrOptions,
} from '../../domain/settings/qr';
import { useGalleryPick } from '../gallery/useGalleryPick';
import { NumberInput } from '../number/NumberInput';
import { logoAsDataUrl, makeQrPicture, pngBlob, saveBlob, svgBlob, svgDataUrl } from './qrPicture';
import { registerQrStrings } from './strings';
import './qr.css';

export interface QrGeneratorProps {
  value: QrOptions;
  onChange(next: QrOptions): void;
  /** Downloads are named `${fileName}.png` / `.svg`. */
  fileName: string;
  disabled?: boolean;
}

type Bounds = { min: number; max: number };

function useQrT() {
  const i18n = useService(TOKENS.i18n);
  registerQrStrings(i18n);
  return (key: string, params?: Record<string, string | number>) => i18n.t(`ui.qr.${key}`, params);
}

/** The logo as a data: URL once loaded (the preview waits for nothing: without it no logo is drawn). */
function useLogoHref(src: string, wanted: boolean): { href?: string; error?: string } {
  const [state, setState] = useState<{ src: string; href?: string; error?: string }>({ src: '' });
  useEffect(() => {
    if (!wanted || !src) return undefined;
    const abort = new AbortController();
    logoAsDataUrl(src, abort.signal).then(
      (href) => setState({ src, href }),
      (error: Error) => !abort.signal.aborted && setState({ src, error: error.message }),
    );
    return () => abort.abort();
  }, [src, wanted]);
  return wanted && state.src === src ? state : {};
}

function Colour({ value, onChange, label, disabled }: { value: string; onChange(hex: string): void; label: string; disabled?: boolean }) {
  return (
    <ColorPicker
      value={value}
      disabledAlpha
      showText
      disabled={disabled}
      aria-label={label}
      onChangeComplete={(c) => onChange(c.toHexString().slice(0, 7))}
    />
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return <Form.Item label={label} className="qr-row">{children}</Form.Item>;
}

export const QrGenerator = observer(function QrGenerator({ value, onChange, fileName, disabled }: QrGeneratorProps) {
  const t = useQrT();
  const pick = useGalleryPick();
  const o = value;
  const set = (patch: Partial<QrOptions>) => onChange(clampQrOptions({ ...o, ...patch }));
  const setGradient = (patch: Partial<QrGradient>) => set({ gradient: { ...o.gradient, ...patch } });
  const setLogo = (patch: Partial<QrLogo>) => set({ logo: { ...o.logo, ...patch } });
  const setLabel = (patch: Partial<QrLabel>) => set({ label: { ...o.label, ...patch } });
  const num = (v: number, bounds: Bounds, commit: (n: number) => void, label: string, suffix?: string) => (
    <NumberInput value={v} min={bounds.min} max={bounds.max} onCommit={commit} aria-label={label} suffix={suffix} maxLength={4} disabled={disabled} className="qr-number" />
  );

  const logo = useLogoHref(o.logo.src, qrDrawsLogo(o));
  const drawn = useMemo(() => {
    if (!o.text.trim()) return { error: undefined, picture: undefined };
    try {
      return { picture: makeQrPicture(o, logo.href), error: undefined };
    } catch (error) {
      return { picture: undefined, error: (error as Error).message };
    }
  }, [o, logo.href]);
  const picture = drawn.picture;
  const preview = picture ? qrPreviewWidth(picture.width) : 0;

  const chooseLogo = async () => {
    const [file] = await pick({ limit: 1, fileType: 1 });
    if (file) setLogo({ enabled: true, src: file.url });
  };
  const download = async (kind: 'png' | 'svg') => {
    if (!picture) return;
    saveBlob(kind === 'png' ? await pngBlob(picture) : svgBlob(picture), `${fileName}.${kind}`);
  };

  return (
    <div className="qr-generator" data-testid="qr-generator">
      <Form layout="horizontal" labelCol={{ flex: '96px' }} className="qr-form" disabled={disabled}>
        <Row label={t('text')}>
          <Input.TextArea
            value={o.text}
            maxLength={QR_TEXT_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('textPlaceholder')}
            aria-label={t('text')}
            onChange={(e) => set({ text: e.target.value })}
            data-testid="qr-text"
          />
        </Row>
        <Row label={t('level')}>
          <Radio.Group value={o.level} onChange={(e) => set({ level: e.target.value })} optionType="button" aria-label={t('level')} data-testid="qr-level"
            options={QR_LEVELS.map((l) => ({ value: l, label: QR_LEVEL_TEXT[l] }))} />
          <Typography.Text type="secondary" className="qr-hint">{t('levelHint')}</Typography.Text>
        </Row>
        <Row label={t('width')}>
          <Space wrap>
            {num(o.width, QR_LIMITS.width, (width) => set({ width }), t('width'), t('px'))}
            <span>{t('margin')}</span>
            {num(o.margin, QR_LIMITS.margin, (margin) => set({ margin }), t('margin'), t('px'))}
            <span>{t('rotate')}</span>
            {num(o.rotate, QR_LIMITS.rotate, (rotate) => set({ rotate }), t('rotate'), t('degree'))}
          </Space>
        </Row>
        <Row label={t('foreground')}>
          <Space wrap>
            <Colour value={o.foreground} onChange={(foreground) => set({ foreground })} label={t('foreground')} disabled={disabled || o.gradient.enabled} />
            <span>{t('background')}</span>
            <Colour value={o.background} onChange={(background) => set({ background })} label={t('background')} disabled={disabled} />
          </Space>
        </Row>
        <Row label={t('gradient')}>
          <Space wrap>
            <Switch checked={o.gradient.enabled} onChange={(enabled) => setGradient({ enabled })} aria-label={t('gradient')} />
            {o.gradient.enabled && (
              <>
                <Radio.Group value={o.gradient.type} onChange={(e) => setGradient({ type: e.target.value })} optionType="button" size="small"
                  options={[{ value: 'linear', label: t('linear') }, { value: 'radial', label: t('radial') }]} aria-label={t('gradientType')} />
                <Colour value={o.gradient.from} onChange={(from) => setGradient({ from })} label={t('from')} />
                <Colour value={o.gradient.to} onChange={(to) => setGradient({ to })} label={t('to')} />
                {o.gradient.type === 'linear' && num(o.gradient.angle, QR_LIMITS.angle, (angle) => setGradient({ angle }), t('angle'), t('degree'))}
              </>
            )}
          </Space>
        </Row>
        <Row label={t('logo')}>
          <Space wrap>
            <Switch checked={o.logo.enabled} onChange={(enabled) => setLogo({ enabled })} aria-label={t('logo')} data-testid="qr-logo-switch" />
            {o.logo.enabled && (
              <>
                {o.logo.src ? <img className="qr-logo-thumb" src={o.logo.src} alt={t('logo')} /> : <Typography.Text type="secondary">{t('logoNone')}</Typography.Text>}
                <Button size="small" onClick={() => void chooseLogo()} data-testid="qr-logo-pick">{o.logo.src ? t('logoChange') : t('logoPick')}</Button>
              </>
            )}
          </Space>
          {o.logo.enabled && o.level === 'L' && <Alert type="info" showIcon className="qr-hint-block" title={t('logoAtL')} data-testid="qr-logo-at-l" />}
          {logo.error && <Alert type="error" showIcon className="qr-hint-block" title={logo.error} />}
          {o.logo.enabled && (
            <Space wrap className="qr-sub">
              <span>{t('logoSize')}</span>{num(o.logo.size, QR_LIMITS.logoSize, (size) => setLogo({ size }), t('logoSize'), t('percent'))}
              <span>{t('logoBorder')}</span>{num(o.logo.border, QR_LIMITS.logoBorder, (border) => setLogo({ border }), t('logoBorder'), t('px'))}
              <Colour value={o.logo.borderColor} onChange={(borderColor) => setLogo({ borderColor })} label={t('logoBorderColor')} />
              <span>{t('logoRadius')}</span>{num(o.logo.radius, QR_LIMITS.logoRadius, (radius) => setLogo({ radius }), t('logoRadius'), t('px'))}
              <span>{t('logoStroke')}</span>{num(o.logo.stroke, QR_LIMITS.logoStroke, (stroke) => setLogo({ stroke }), t('logoStroke'), t('px'))}
              <Colour value={o.logo.strokeColor} onChange={(strokeColor) => setLogo({ strokeColor })} label={t('logoStrokeColor')} />
            </Space>
          )}
        </Row>
        <Row label={t('label')}>
          <Input value={o.label.text} maxLength={QR_LABEL_MAX} showCount placeholder={t('labelPlaceholder')} aria-label={t('labelText')}
            onChange={(e) => setLabel({ text: e.target.value })} data-testid="qr-label" />
          {o.label.text.trim() && (
            <Space wrap className="qr-sub">
              <Radio.Group value={o.label.position} onChange={(e) => setLabel({ position: e.target.value })} optionType="button" size="small"
                options={[{ value: 'top', label: t('top') }, { value: 'bottom', label: t('bottom') }]} aria-label={t('labelPosition')} />
              <span>{t('labelSize')}</span>{num(o.label.size, QR_LIMITS.labelSize, (size) => setLabel({ size }), t('labelSize'), t('px'))}
              <Colour value={o.label.color} onChange={(color) => setLabel({ color })} label={t('labelColor')} />
              <Switch checked={o.label.bold} onChange={(bold) => setLabel({ bold })} checkedChildren={t('bold')} unCheckedChildren={t('bold')} aria-label={t('bold')} />
              <Select value={o.label.effect} onChange={(effect) => setLabel({ effect })} aria-label={t('effect')} className="qr-select"
                options={QR_LABEL_EFFECTS.map((e) => ({ value: e, label: t(`effects.${e}`) }))} />
              {o.label.effect !== 'none' && <Colour value={o.label.effectColor} onChange={(effectColor) => setLabel({ effectColor })} label={t('effectColor')} />}
            </Space>
          )}
        </Row>
      </Form>
      <div className="qr-preview-pane">
        <div className="qr-preview-title">{t('preview')}</div>
        <div className="qr-preview-box">
          {drawn.error && <Alert type="error" showIcon title={drawn.error} data-testid="qr-error" />}
          {picture && (
            <img
              className="qr-preview"
              src={svgDataUrl(picture.svg)}
              width={preview}
              height={Math.round((picture.height * preview) / picture.width)}
              alt={t('preview')}
              data-testid="qr-preview"
            />
          )}
        </div>
        {picture && <Typography.Text type="secondary" className="qr-note">{t('previewNote', { width: picture.width, height: picture.height })}</Typography.Text>}
        <Space className="qr-downloads">
          <Button disabled={!picture} onClick={() => void download('png')} data-testid="qr-download-png">{t('downloadPng')}</Button>
          <Button disabled={!picture} onClick={() => void download('svg')} data-testid="qr-download-svg">{t('downloadSvg')}</Button>
        </Space>
      </div>
    </div>
  );
});

export default QrGenerator;
