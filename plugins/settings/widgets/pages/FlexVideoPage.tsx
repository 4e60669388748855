// /zhSetting/flexvideosetting and /applicationCenter/flexvideosetting (浮动视频, app_fdspsz or
// app_center): an MP4 of the image library or an https .mp4 address, a poster, the corner and the
// width (200–480 px by the number-input rules), previewed on a PC page.
import { Input, Radio } from 'antd';
import { useT } from '../../../../kernel';
import { WIDGET_LIMITS, WIDGET_VIDEO_CORNERS, WIDGET_VIDEO_SOURCES, type WidgetSettings } from '../../../../shared/domain/settings/widgets';
import { NumberInput } from '../../../../shared/ui/number/NumberInput';
import { FieldRow } from '../components/FieldRow';
import { LibraryImageField } from '../components/LibraryImageField';
import { WidgetPage } from '../components/WidgetPage';
import { VideoPreview } from '../previews/VideoPreview';
import type { WidgetStore } from '../store/WidgetStore';

function Fields({ store, draft }: { store: WidgetStore<'video'>; draft: WidgetSettings<'video'> }) {
  const t = useT();
  return (
    <>
      <FieldRow store={store} field="source" label={t('settings.widgets.video.source')}>
        <Radio.Group value={draft.source} onChange={(e) => { store.set('source', e.target.value); store.set('url', ''); }}
          options={WIDGET_VIDEO_SOURCES.map((s) => ({ value: s, label: t(`settings.widgets.video.sources.${s}`) }))} />
      </FieldRow>
      <FieldRow store={store} field="url" label={t('settings.widgets.video.url')} required={draft.enabled}
        extra={t(draft.source === 'url' ? 'settings.widgets.video.urlHelp' : 'settings.widgets.video.galleryHelp')}>
        {draft.source === 'url' ? (
          <Input value={draft.url} maxLength={WIDGET_LIMITS.url} onChange={(e) => store.set('url', e.target.value)} aria-label={t('settings.widgets.video.url')} placeholder="https://video.example.com/promo.mp4" />
        ) : (
          <LibraryImageField files value={draft.url} onChange={(url) => store.set('url', url)} label={t('settings.widgets.video.url')} />
        )}
      </FieldRow>
      <FieldRow store={store} field="poster" label={t('settings.widgets.video.poster')}>
        <LibraryImageField value={draft.poster} onChange={(url) => store.set('poster', url)} label={t('settings.widgets.video.poster')} />
      </FieldRow>
      <FieldRow store={store} field="corner" label={t('settings.widgets.video.corner')}>
        <Radio.Group value={draft.corner} onChange={(e) => store.set('corner', e.target.value)}
          options={WIDGET_VIDEO_CORNERS.map((c) => ({ value: c, label: t(`settings.widgets.video.corners.${c}`) }))} />
      </FieldRow>
      <FieldRow store={store} field="width" label={t('settings.widgets.video.width')} extra={`${WIDGET_LIMITS.videoWidthMin}–${WIDGET_LIMITS.videoWidthMax}`}>
        <NumberInput className="wg-number" value={draft.width} min={WIDGET_LIMITS.videoWidthMin} max={WIDGET_LIMITS.videoWidthMax} maxLength={3} suffix="px"
          onCommit={(w) => store.set('width', w)} aria-label={t('settings.widgets.video.width')} />
      </FieldRow>
    </>
  );
}

export default function FlexVideoPage() {
  return <WidgetPage kind="video" device="pc" fields={(store, draft) => <Fields store={store} draft={draft} />} preview={(draft) => <VideoPreview video={draft} />} />;
}
