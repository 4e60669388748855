// 背景: the type (跟随主题, the theme's default, or the operator's own); a pure colour or a linear
// gradient of two colours and an angle; a picture of the site's library with its source, scale mode,
// tile effect (only when tiling) and one of the nine positions (not when tiling or stretching, which
// place the picture themselves).
import { Button, Radio, Select, Slider, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../../kernel';
import { DESIGN_CATALOGUES, type SectionBackground } from '../../../../shared/domain/design';
import { useGalleryPick } from '../../../../shared/ui/gallery/useGalleryPick';
import { NumberInput } from '../../../../shared/ui/number/NumberInput';
import type { DecorationStore } from '../store/DecorationStore';
import { ColorField } from './ColorField';
import { Field } from './Field';
import { useOptions } from './options';
import { PositionPicker } from './PositionPicker';

export const BackgroundFields = observer(function BackgroundFields({ store }: { store: DecorationStore }) {
  const t = useT();
  const options = useOptions();
  const pick = useGalleryPick();
  const bg = store.background;
  if (!bg) return null;
  const set = (values: Partial<SectionBackground>) => store.patch('background', values);
  const own = bg.type === 'color';
  const types = [...options(DESIGN_CATALOGUES.systemDefine), ...options(DESIGN_CATALOGUES.backgroundType).reverse()];
  const chooseImage = async () => {
    const [row] = await pick({ limit: 1, fileType: 1 });
    if (row) set({ image: row.url });
  };
  return (
    <>
      <Field store={store} path="background.type" label={t('designer.decoration.bgType')}>
        <Radio.Group optionType="button" value={bg.type} onChange={(e) => set({ type: e.target.value })} options={types} aria-label={t('designer.decoration.bgType')} />
      </Field>
      {own && (
        <>
          <Field store={store} path="background.pattern" label={t('designer.decoration.colourPattern')}>
            <Radio.Group value={bg.pattern} onChange={(e) => set({ pattern: e.target.value })} options={options(DESIGN_CATALOGUES.colourPattern)} />
          </Field>
          {bg.pattern === 'pure_color' ? (
            <Field store={store} path="background.color" label={t('designer.decoration.colour')}>
              <ColorField value={bg.color} onChange={(color) => set({ color })} label={t('designer.decoration.colour')} />
            </Field>
          ) : (
            <>
              <Field store={store} path="background.gradientFrom" label={t('designer.decoration.gradientFrom')}>
                <ColorField value={bg.gradientFrom} onChange={(gradientFrom) => set({ gradientFrom })} label={t('designer.decoration.gradientFrom')} />
              </Field>
              <Field store={store} path="background.gradientTo" label={t('designer.decoration.gradientTo')}>
                <ColorField value={bg.gradientTo} onChange={(gradientTo) => set({ gradientTo })} label={t('designer.decoration.gradientTo')} />
              </Field>
              <Field store={store} path="background.gradientAngle" label={t('designer.decoration.gradientAngle')}>
                <div className="dc-slider-row">
                  <Slider min={0} max={360} value={bg.gradientAngle} onChange={(gradientAngle) => set({ gradientAngle })} aria-label={t('designer.decoration.gradientAngle')} />
                  <NumberInput className="dc-number" value={bg.gradientAngle} min={0} max={360} maxLength={3} suffix="°" aria-label={`${t('designer.decoration.gradientAngle')}（°）`} onCommit={(gradientAngle) => set({ gradientAngle })} />
                </div>
              </Field>
            </>
          )}
        </>
      )}
      <Field store={store} path="background.image" label={t('designer.decoration.image')}>
        <Space wrap align="center">
          {bg.image && <img className="dc-thumb" src={bg.image} alt={t('designer.decoration.image')} data-testid="decoration-image-thumb" />}
          <Button onClick={() => void chooseImage()}>{t(bg.image ? 'designer.decoration.repickImage' : 'designer.decoration.pickImage')}</Button>
          {bg.image && <Button type="link" onClick={() => set({ image: '' })}>{t('designer.decoration.clearImage')}</Button>}
        </Space>
      </Field>
      {bg.image && (
        <>
          <Field store={store} path="background.imageSource" label={t('designer.decoration.imageSource')}>
            <Select className="dc-select" value={bg.imageSource} onChange={(imageSource) => set({ imageSource })} options={options(DESIGN_CATALOGUES.resourceSource)} aria-label={t('designer.decoration.imageSource')} />
          </Field>
          <Field store={store} path="background.scale" label={t('designer.decoration.scale')}>
            <Select className="dc-select" value={bg.scale} onChange={(scale) => set({ scale })} options={options(DESIGN_CATALOGUES.scaleMode)} aria-label={t('designer.decoration.scale')} />
          </Field>
          {bg.scale === 'scale_tiling' && (
            <Field store={store} path="background.tile" label={t('designer.decoration.tile')}>
              <Select className="dc-select" value={bg.tile} onChange={(tile) => set({ tile })} options={options(DESIGN_CATALOGUES.tileEffect)} aria-label={t('designer.decoration.tile')} />
            </Field>
          )}
          {bg.scale !== 'scale_tiling' && bg.scale !== 'scale_stretch' && (
            <Field store={store} path="background.position" label={t('designer.decoration.position')}>
              <PositionPicker value={bg.position} onChange={(position) => set({ position })} options={options(DESIGN_CATALOGUES.imagePosition)} label={t('designer.decoration.position')} />
            </Field>
          )}
        </>
      )}
    </>
  );
});
