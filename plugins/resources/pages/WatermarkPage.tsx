// /zhResource/watermarkManage: the site's watermark — on/off, text (font size, colour) or an image
// from the library (chosen in the gallery picker), one of nine positions, opacity — with a live
// preview drawn the way the server draws it, saved behind the click guard (§5).
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Alert, Button, Card, ColorPicker, Form, Input, Radio, Slider, Space, Switch, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties } from 'react';
import { TOKENS, useClickGuard, useService } from '../../../kernel';
import { FILE_TYPE, GALLERY_PICKER_DIALOG, WATERMARK_POSITIONS, type ImageRow, type WatermarkPosition, type WatermarkSettings } from '../../../shared/domain';
import { NumberInput } from '../../../shared/ui/number/NumberInput';
import { useResourcesT } from '../components/useResourcesT';
import { WATERMARK_STORE } from '../tokens';
import { WATERMARK_LIMITS, watermarkMargin } from '../../../shared/domain';
import '../resources.css';

/** The preview stands for a picture of this many pixels, drawn at PREVIEW_WIDTH. */
const SAMPLE = { width: 1000, height: 625 };
const PREVIEW_WIDTH = 480;
const SCALE = PREVIEW_WIDTH / SAMPLE.width;

/** Where the overlay sits in the preview box: the nine positions with the server's margin. */
export function overlayStyle(position: WatermarkPosition, marginPx: number): CSSProperties {
  const index = WATERMARK_POSITIONS.indexOf(position);
  const col = index % 3;
  const row = Math.floor(index / 3);
  const style: CSSProperties = { position: 'absolute' };
  const tx = ['0', '-50%', '0'][col];
  const ty = ['0', '-50%', '0'][row];
  if (col === 0) style.left = marginPx;
  if (col === 1) style.left = '50%';
  if (col === 2) style.right = marginPx;
  if (row === 0) style.top = marginPx;
  if (row === 1) style.top = '50%';
  if (row === 2) style.bottom = marginPx;
  style.transform = `translate(${tx}, ${ty})`;
  return style;
}

export const WatermarkPreview = observer(function WatermarkPreview({ settings, imageUrl, sampleLabel }: { settings: WatermarkSettings; imageUrl: string; sampleLabel: string }) {
  const margin = watermarkMargin(SAMPLE.width, SAMPLE.height) * SCALE;
  const base = { ...overlayStyle(settings.position, margin), opacity: settings.opacity / 100 };
  const height = Math.round(SAMPLE.height * SCALE);
  return (
    <div className={`res-wm-preview${settings.enabled ? '' : ' res-wm-preview-off'}`} style={{ width: PREVIEW_WIDTH, height }} data-testid="watermark-preview" role="img" aria-label={sampleLabel}>
      <span className="res-wm-sample-label">{sampleLabel}</span>
      {settings.type === 'text' && settings.text.trim() && (
        <span className="res-wm-text" data-testid="watermark-overlay" style={{ ...base, color: settings.color, fontSize: Math.max(6, settings.font_size * SCALE) }}>
          {settings.text.trim()}
        </span>
      )}
      {settings.type === 'image' && imageUrl && (
        // The server scales the image to at most a quarter of the width and a third of the height.
        <img className="res-wm-image" data-testid="watermark-overlay" src={imageUrl} alt="" style={{ ...base, maxWidth: PREVIEW_WIDTH / 4, maxHeight: height / 3 }} />
      )}
    </div>
  );
});

const WatermarkPage = observer(function WatermarkPage() {
  const store = useService(WATERMARK_STORE);
  const dialogs = useService(TOKENS.dialogs);
  const notifier = useService(TOKENS.notifier);
  const t = useResourcesT();
  const guard = useClickGuard();
  const d = store.draft;

  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.loadError) {
    return <Alert type="error" showIcon title={t('loadFailed', { message: store.loadError })} action={<Button onClick={() => store.load()}>{t('retry')}</Button>} />;
  }

  const pickImage = async () => {
    const rows = await dialogs.show<ImageRow[]>(GALLERY_PICKER_DIALOG, { limit: 1, fileType: FILE_TYPE.image });
    store.setImage(rows?.[0]);
  };

  const save = async () => {
    if (!guard.trigger()) return;
    if (await store.save()) notifier.success(t('watermark.saved'));
  };

  const problem = store.triedSave ? store.problem : null;
  return (
    <Card
      title={t('watermark.title')}
      loading={store.loading}
      className="res-page"
      extra={store.dirty ? <Tag color="orange">{t('watermark.unsaved')}</Tag> : null}
    >
      <Alert type="info" showIcon title={t('watermark.intro')} className="res-alert" />
      <div className="res-wm-layout">
        <Form layout="horizontal" labelCol={{ flex: '96px' }} className="res-wm-form">
          <Form.Item label={t('watermark.enabled')}>
            <Space>
              <Switch checked={d.enabled} onChange={(v) => store.set('enabled', v)} aria-label={t('watermark.enabled')} />
              <span>{d.enabled ? t('watermark.on') : t('watermark.off')}</span>
            </Space>
          </Form.Item>
          <Form.Item label={t('watermark.type')}>
            <Radio.Group value={d.type} onChange={(e) => store.set('type', e.target.value)} optionType="button">
              <Radio.Button value="text">{t('watermark.typeText')}</Radio.Button>
              <Radio.Button value="image">{t('watermark.typeImage')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
          {d.type === 'text' ? (
            <>
              <Form.Item label={t('watermark.text')} htmlFor="res-wm-text">
                <Input id="res-wm-text" value={d.text} maxLength={WATERMARK_LIMITS.text} showCount placeholder={t('watermark.textPlaceholder')} onChange={(e) => store.set('text', e.target.value)} />
              </Form.Item>
              <Form.Item label={t('watermark.fontSize')}>
                <NumberInput className="res-wm-number" value={d.font_size} min={WATERMARK_LIMITS.fontMin} max={WATERMARK_LIMITS.fontMax} maxLength={3} suffix="px" aria-label={t('watermark.fontSize')} onCommit={(v) => store.set('font_size', v)} />
              </Form.Item>
              <Form.Item label={t('watermark.color')}>
                <ColorPicker value={d.color} disabledAlpha showText format="hex" onChange={(color) => store.set('color', color.toHexString().slice(0, 7))} />
              </Form.Item>
            </>
          ) : (
            <Form.Item label={t('watermark.image')}>
              <Space>
                {store.imageUrl && d.image_id ? <img className="res-wm-chosen" src={store.imageUrl} alt={t('watermark.image')} /> : <span className="res-muted">{t('watermark.noImage')}</span>}
                <Button icon={<PictureOutlined />} onClick={pickImage}>
                  {d.image_id ? t('watermark.changeImage') : t('watermark.chooseImage')}
                </Button>
              </Space>
            </Form.Item>
          )}
          <Form.Item label={t('watermark.position')}>
            <div className="res-wm-positions" role="group" aria-label={t('watermark.position')}>
              {WATERMARK_POSITIONS.map((p) => (
                <Button key={p} type={d.position === p ? 'primary' : 'default'} aria-pressed={d.position === p} onClick={() => store.set('position', p)}>
                  {t(`watermark.positions.${p}`)}
                </Button>
              ))}
            </div>
          </Form.Item>
          <Form.Item label={t('watermark.opacity')}>
            <div className="res-wm-opacity">
              <Slider min={WATERMARK_LIMITS.opacityMin} max={WATERMARK_LIMITS.opacityMax} value={d.opacity} onChange={(v) => store.set('opacity', v)} ariaLabelForHandle={t('watermark.opacity')} />
              <span className="res-wm-opacity-value">{`${d.opacity}%`}</span>
            </div>
          </Form.Item>
          {problem && <Alert type="error" showIcon title={problem} className="res-alert" />}
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" onClick={save} loading={store.saving} disabled={guard.blocked}>
                {t('watermark.save')}
              </Button>
              <Button onClick={() => store.reset()} disabled={!store.dirty}>
                {t('watermark.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <div className="res-wm-side">
          <div className="res-wm-preview-title">{t('watermark.preview')}</div>
          <WatermarkPreview settings={d} imageUrl={store.imageUrl} sampleLabel={t('watermark.sample')} />
        </div>
      </div>
    </Card>
  );
});

export default WatermarkPage;
