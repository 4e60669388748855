// 添加页面 / 编辑页面: name, path, shown, and the content source — a kind, then one of the site's own
// records of that kind (article categories labelled with their article type). Enter saves.
import { Form, Input, Modal, Select, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../kernel';
import { MP_PAGE_LIMITS, MP_SOURCE_KINDS, type MpSourceKind } from '../../../shared/domain/miniprogram';
import type { MpPagesStore } from '../store/MpPagesStore';
import { P, type Translate } from './text';

export function sourceOptions(store: MpPagesStore, kind: MpSourceKind, t: Translate) {
  if (kind === 'none' || !store.answer) return [];
  return store.answer.sources[kind].map((s) => ({
    value: s.id,
    label: kind === 'article' ? `${t(`${P}.articleTypes.${s.articleType}`)} / ${s.name}` : s.name,
  }));
}

export const PageDialog = observer(function PageDialog({ store }: { store: MpPagesStore }) {
  const t = useT();
  const draft = store.draft;
  if (!draft) return null;
  const status = (field: string) => (store.refusal?.field === field ? { validateStatus: 'error' as const, help: <span role="alert">{store.refusal.message}</span> } : {});
  const options = sourceOptions(store, draft.sourceKind, t);
  return (
    <Modal open title={t(draft.id ? `${P}.edit` : `${P}.add`)} okText={t('miniprogram.console.save')} cancelText={t('miniprogram.console.cancel')}
      confirmLoading={store.saving} onOk={() => void store.save()} onCancel={() => store.close()} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void store.save()}>
        <Form.Item label={t(`${P}.pageTitle`)} required {...status('title')}>
          <Input autoFocus value={draft.title} maxLength={MP_PAGE_LIMITS.title} aria-label={t(`${P}.pageTitle`)}
            onChange={(e) => store.set('title', e.target.value)} onPressEnter={() => void store.save()} />
        </Form.Item>
        <Form.Item label={t(`${P}.path`)} required {...status('path')} extra={t(`${P}.pathHelp`)}>
          <Input value={draft.path} maxLength={MP_PAGE_LIMITS.path} aria-label={t(`${P}.path`)}
            onChange={(e) => store.set('path', e.target.value)} onPressEnter={() => void store.save()} />
        </Form.Item>
        <Form.Item label={t(`${P}.visible`)}>
          <Switch checked={draft.visible} onChange={(on) => store.set('visible', on)} aria-label={t(`${P}.visible`)} />
        </Form.Item>
        <Form.Item label={t(`${P}.source`)}>
          <Select value={draft.sourceKind} aria-label={t(`${P}.source`)} onChange={(v: MpSourceKind) => store.set('sourceKind', v)}
            options={MP_SOURCE_KINDS.map((k) => ({ value: k, label: t(`${P}.kinds.${k}`) }))} />
        </Form.Item>
        {draft.sourceKind !== 'none' && (
          <Form.Item label={t(`${P}.sourceRecord`)} required {...status('sourceId')}>
            <Select value={draft.sourceId || undefined} aria-label={t(`${P}.sourceRecord`)} showSearch optionFilterProp="label"
              notFoundContent={t(`${P}.noSources`)} onChange={(v: number) => store.set('sourceId', v)} options={options} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
});
