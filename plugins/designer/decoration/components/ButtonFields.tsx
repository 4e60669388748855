// 按钮: its text ('' hides it) and what it does by link config — none; an inside link (a section, or
// one of the site's records found by title); a function with that action's own fields (a lead form,
// a phone, a library file and who may download it, a section to jump to, a video by its source); or
// an outside address with how it opens. Fields of other configs stay in the draft, unused.
import { Button, Input, Radio, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useT } from '../../../../kernel';
import { DESIGN_CATALOGUES, embedSrc, isCode, RECORD_LINK_KINDS, type SectionButton } from '../../../../shared/domain/design';
import { useGalleryPick } from '../../../../shared/ui/gallery/useGalleryPick';
import type { DecorationStore } from '../store/DecorationStore';
import { Field } from './Field';
import { useOptions } from './options';
import { RecordSelect } from './RecordSelect';

function LibraryFile({ value, onChange, label, pickLabel, video }: { value: string; onChange(url: string): void; label: string; pickLabel: string; video?: boolean }) {
  const t = useT();
  const pick = useGalleryPick();
  const choose = async () => {
    const [row] = await pick({ limit: 1, fileType: 9 });
    if (row) onChange(row.url);
  };
  return (
    <Space wrap align="center">
      {value && (video && /\.mp4$/i.test(value)
        ? <video className="dc-thumb-video" src={value} controls preload="metadata" aria-label={label} />
        : <span className="dc-file">{value.split('/').pop()}</span>)}
      <Button onClick={() => void choose()} aria-label={`${pickLabel} ${label}`}>{pickLabel}</Button>
      {value && <Button type="link" onClick={() => onChange('')}>{t('designer.decoration.clearImage')}</Button>}
    </Space>
  );
}

const FunctionFields = observer(function FunctionFields({ store, button, set }: { store: DecorationStore; button: SectionButton; set(values: Partial<SectionButton>): void }) {
  const t = useT();
  const options = useOptions();
  useEffect(() => {
    if (button.action === 'submit_form') void store.loadLeadForms();
  }, [store, button.action]);
  const sections = options(DESIGN_CATALOGUES.siteSection);
  switch (button.action) {
    case 'submit_form': {
      const forms = store.leadForms;
      return (
        <Field store={store} path="button.formId" label={t('designer.decoration.form')}>
          <Select
            className="dc-select-wide"
            loading={!forms}
            value={button.formId > 0 ? button.formId : undefined}
            onChange={(formId) => set({ formId })}
            options={(forms ?? []).map((f) => ({ value: f.id, label: f.published ? f.title : `${f.title}${t('designer.decoration.formUnpublished')}` }))}
            notFoundContent={t('designer.decoration.formNone')}
            aria-label={t('designer.decoration.form')}
          />
        </Field>
      );
    }
    case 'telephone_advisory':
      return (
        <Field store={store} path="button.phone" label={t('designer.decoration.phone')}>
          <Input className="dc-input" value={button.phone} maxLength={20} inputMode="tel" onChange={(e) => set({ phone: e.target.value })} aria-label={t('designer.decoration.phone')} />
        </Field>
      );
    case 'file_download':
      return (
        <>
          <Field store={store} path="button.file" label={t('designer.decoration.file')}>
            <LibraryFile value={button.file} onChange={(file) => set({ file })} label={t('designer.decoration.file')} pickLabel={t('designer.decoration.pickFile')} />
          </Field>
          <Field store={store} path="button.downloadPower" label={t('designer.decoration.downloadPower')}>
            <Radio.Group value={button.downloadPower} onChange={(e) => set({ downloadPower: e.target.value })} options={options(DESIGN_CATALOGUES.downloadPower)} />
          </Field>
        </>
      );
    case 'jump_section':
      return (
        <Field store={store} path="button.jumpSection" label={t('designer.decoration.jumpSection')}>
          <Select className="dc-select" value={button.jumpSection} onChange={(jumpSection) => set({ jumpSection })} options={sections} aria-label={t('designer.decoration.jumpSection')} />
        </Field>
      );
    case 'pop_video':
      return (
        <>
          <Field store={store} path="button.videoType" label={t('designer.decoration.videoType')}>
            <Radio.Group value={button.videoType} onChange={(e) => set({ videoType: e.target.value, video: '' })} options={options(DESIGN_CATALOGUES.videoFileType)} />
          </Field>
          {button.videoType === 'local_add' && (
            <Field store={store} path="button.video" label={t('designer.decoration.video')}>
              <LibraryFile value={button.video} onChange={(video) => set({ video })} label={t('designer.decoration.video')} pickLabel={t('designer.decoration.pickVideo')} video />
            </Field>
          )}
          {button.videoType === 'common_code' && (
            <Field store={store} path="button.video" label={t('designer.decoration.embedCode')} help={t('designer.decoration.embedHelp')}>
              <Input.TextArea className="dc-input" rows={3} maxLength={1000} value={button.video} onChange={(e) => set({ video: embedSrc(e.target.value) ?? e.target.value })} aria-label={t('designer.decoration.embedCode')} />
            </Field>
          )}
          {button.videoType === 'video_address' && (
            <Field store={store} path="button.video" label={t('designer.decoration.videoAddress')} help={t('designer.decoration.videoAddressHelp')}>
              <Input className="dc-input" value={button.video} maxLength={500} placeholder="https://" onChange={(e) => set({ video: e.target.value })} aria-label={t('designer.decoration.videoAddress')} />
            </Field>
          )}
        </>
      );
    default: {
      const action = options(DESIGN_CATALOGUES.functionAction).find((o) => o.value === button.action)?.label ?? '';
      return <p className="dc-note">{t('designer.decoration.noFields', { action })}</p>;
    }
  }
});

export const ButtonFields = observer(function ButtonFields({ store }: { store: DecorationStore }) {
  const t = useT();
  const options = useOptions();
  const button = store.button;
  if (!button) return null;
  const set = (values: Partial<SectionButton>) => store.patch('button', values);
  return (
    <>
      <Field store={store} path="button.text" label={t('designer.decoration.buttonText')} help={t('designer.decoration.buttonTextHelp')}>
        <Input className="dc-input" value={button.text} maxLength={20} showCount onChange={(e) => set({ text: e.target.value })} aria-label={t('designer.decoration.buttonText')} />
      </Field>
      <Field store={store} path="button.link" label={t('designer.decoration.linkType')}>
        <Radio.Group optionType="button" value={button.link} onChange={(e) => set({ link: e.target.value })} options={options(DESIGN_CATALOGUES.linkType)} />
      </Field>
      {button.link === 'inside_link' && (
        <>
          <Field store={store} path="button.insideKind" label={t('designer.decoration.insideKind')}>
            <Select className="dc-select" value={button.insideKind} onChange={(insideKind) => set({ insideKind, recordId: 0, recordTitle: '' })} options={options(DESIGN_CATALOGUES.insideLinkKind)} aria-label={t('designer.decoration.insideKind')} />
          </Field>
          {button.insideKind === 'section' ? (
            <Field store={store} path="button.section" label={t('designer.decoration.section')}>
              <Select className="dc-select" value={button.section} onChange={(section) => set({ section })} options={options(DESIGN_CATALOGUES.siteSection)} aria-label={t('designer.decoration.section')} />
            </Field>
          ) : (
            isCode(RECORD_LINK_KINDS, button.insideKind) && (
              <Field store={store} path="button.recordId" label={t('designer.decoration.record')}>
                <RecordSelect store={store} kind={button.insideKind} value={button.recordId} title={button.recordTitle} onChange={(recordId, recordTitle) => set({ recordId, recordTitle })} label={t('designer.decoration.record')} />
              </Field>
            )
          )}
        </>
      )}
      {button.link === 'fun' && (
        <>
          <Field store={store} path="button.action" label={t('designer.decoration.action')}>
            <Select className="dc-select" value={button.action} onChange={(action) => set({ action })} options={options(DESIGN_CATALOGUES.functionAction)} aria-label={t('designer.decoration.action')} />
          </Field>
          <FunctionFields store={store} button={button} set={set} />
        </>
      )}
      {button.link === 'outside_link' && (
        <>
          <Field store={store} path="button.url" label={t('designer.decoration.url')}>
            <Input className="dc-input" value={button.url} maxLength={500} placeholder="https://" onChange={(e) => set({ url: e.target.value })} aria-label={t('designer.decoration.url')} />
          </Field>
          <Field store={store} path="button.jumpType" label={t('designer.decoration.jumpType')}>
            <Radio.Group value={button.jumpType} onChange={(e) => set({ jumpType: e.target.value })} options={options(DESIGN_CATALOGUES.jumpType)} />
          </Field>
        </>
      )}
    </>
  );
});
