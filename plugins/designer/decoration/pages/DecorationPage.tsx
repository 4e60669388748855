// 网站装修 (/zhSetting/zhDecoration, site_decorate, no breadcrumb): the five sections to pick from,
// the chosen section's style panel (背景, 边框, 文字, 按钮) and a desktop or phone preview drawing the
// draft with the same sectionCss the server's stylesheet uses; 保存 behind the click guard, with
// someone else's save meanwhile shown as a conflict that loses nothing until 刷新 is chosen.
import { Alert, Badge, Button, Form, Result, Segmented, Skeleton, Space, Tabs, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TOKENS, useClickGuard, useService, useT } from '../../../../kernel';
import { DESIGN_CATALOGUES, type DecorationPreviewAnswer, type SiteSection } from '../../../../shared/domain/design';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { siteBoxPath, type BoxKind } from '../../previewBox/paths';
import { BackgroundFields } from '../components/BackgroundFields';
import { BorderFields } from '../components/BorderFields';
import { ButtonFields } from '../components/ButtonFields';
import { useOptions } from '../components/options';
import { PreviewFrame } from '../components/PreviewFrame';
import { SitePreview } from '../components/SitePreview';
import { TextFields } from '../components/TextFields';
import { useLeaveWarning } from '../components/useLeaveWarning';
import type { DecorationStore, PreviewDevice } from '../store/DecorationStore';
import { DECORATION_STORE } from '../tokens';
import '../decoration.css';

const PARTS = ['background', 'border', 'text', 'button'] as const;

const Toolbar = observer(function Toolbar({ store }: { store: DecorationStore }) {
  const t = useT();
  const notifier = useService(TOKENS.notifier);
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [links, setLinks] = useState<DecorationPreviewAnswer | null>(null);
  const [making, setMaking] = useState(false);
  const options = useOptions();
  const sectionLabel = options(DESIGN_CATALOGUES.siteSection).find((o) => o.value === store.section)?.label ?? '';
  const save = () => {
    if (guard.trigger()) void store.save();
  };
  const restore = async () => {
    const ok = await notifier.confirm({ title: t('designer.decoration.restoreTitle', { section: sectionLabel }), content: t('designer.decoration.restoreContent'), okText: t('designer.decoration.restoreOk'), cancelText: t('designer.decoration.cancel') });
    if (ok) store.restoreDefault(store.section);
  };
  // The draft's signed pages open in /previewBox (a browser window or a phone with its QR code).
  const boxPath = (kind: BoxKind, answer: DecorationPreviewAnswer) =>
    siteBoxPath(kind, { mUrl: answer.mobileUrl, pcUrl: answer.pcUrl, id: store.answer?.template?.id ?? 0, sn: String(store.siteId) });
  const makeLinks = async () => {
    setMaking(true);
    try {
      setLinks(await store.preview());
    } finally {
      setMaking(false);
    }
  };
  return (
    <>
      <div className="dc-toolbar">
        <Space wrap>
          <Button type="primary" onClick={save} loading={store.saving} disabled={guard.blocked && !store.saving}>{t('designer.decoration.save')}</Button>
          <Button onClick={() => store.discard()} disabled={!store.dirty}>{t('designer.decoration.discard')}</Button>
          <Button onClick={() => void restore()}>{t('designer.decoration.restoreDefault')}</Button>
          {store.dirty && <Tag color="orange">{t('designer.decoration.unsaved')}</Tag>}
        </Space>
        <Space wrap>
          <Button onClick={() => navigate('/zhSetting/zhDecoration/preview')}>{t('designer.decoration.fullPreview')}</Button>
          <Button onClick={() => void makeLinks()} loading={making}>{t('designer.decoration.serverPreview')}</Button>
        </Space>
      </div>
      {links && (
        <Alert
          className="dc-alert"
          type="info"
          showIcon
          closable={{ onClose: () => setLinks(null) }}
          title={t('designer.decoration.serverPreviewReady')}
          description={(
            <Space wrap>
              <a href={boxPath('pc', links)} target="_blank" rel="noopener noreferrer" data-testid="decoration-box-pc">{t('designer.decoration.serverPreviewPc')}</a>
              <a href={boxPath('mobile', links)} target="_blank" rel="noopener noreferrer" data-testid="decoration-box-mobile">{t('designer.decoration.serverPreviewMobile')}</a>
            </Space>
          )}
        />
      )}
    </>
  );
});

const ConflictNotice = observer(function ConflictNotice({ store }: { store: DecorationStore }) {
  const t = useT();
  const notifier = useService(TOKENS.notifier);
  if (!store.conflict) return null;
  const refresh = async () => {
    if (await notifier.confirm({ title: t('designer.decoration.refreshTitle'), content: t('designer.decoration.conflictText'), okText: t('designer.decoration.refreshOk'), cancelText: t('designer.decoration.cancel'), danger: true })) {
      await store.open(true);
    }
  };
  return (
    <Alert
      className="dc-alert"
      type="error"
      showIcon
      role="alert"
      title={t('designer.decoration.conflictTitle')}
      description={t('designer.decoration.conflictText')}
      action={<Button danger onClick={() => void refresh()}>{t('designer.decoration.refresh')}</Button>}
      data-testid="decoration-conflict"
    />
  );
});

// The only view of the whole draft: the style panel around it redraws only the part that changed.
const LivePreview = observer(function LivePreview({ store }: { store: DecorationStore }) {
  const select = useCallback((section: SiteSection) => store.select(section), [store]);
  if (!store.draft) return null;
  return <SitePreview sections={store.draft} selected={store.section} onSelect={select} device={store.device} />;
});

const Editor = observer(function Editor({ store }: { store: DecorationStore }) {
  const t = useT();
  const options = useOptions();
  const [part, setPart] = useState<string>('background');
  const problemPart = store.problem ? PARTS.find((p) => store.problem!.path.startsWith(`${store.section}.${p}`)) : undefined;
  // A refused save opens the tab of the field it is about.
  useEffect(() => {
    if (problemPart) setPart(problemPart);
  }, [problemPart, store.problem]);
  if (!store.ready) return null;
  const sections = options(DESIGN_CATALOGUES.siteSection).map((o) => ({
    value: o.value,
    label: store.sectionHasProblem(o.value) ? <Badge dot offset={[4, 0]} title={t('designer.decoration.sectionHasProblem')}>{o.label}</Badge> : o.label,
  }));
  const devices = [
    { value: 'pc', label: t('designer.decoration.devicePc') },
    { value: 'mobile', label: t('designer.decoration.deviceMobile') },
  ];
  const tabs = PARTS.map((key) => {
    const Fields = { background: BackgroundFields, border: BorderFields, text: TextFields, button: ButtonFields }[key];
    const label = t(`designer.decoration.${key}`);
    return { key, label: key === problemPart ? <Badge dot offset={[4, 0]}>{label}</Badge> : label, children: <Fields store={store} /> };
  });
  return (
    <>
      <div className="dc-pickers">
        <div className="dc-picker">
          <span className="dc-picker-label" id="dc-sections-label">{t('designer.decoration.sections')}</span>
          <Segmented className="dc-sections" aria-labelledby="dc-sections-label" value={store.section} options={sections} onChange={(value) => store.select(value as SiteSection)} />
        </div>
        <div className="dc-picker">
          <span className="dc-picker-label" id="dc-device-label">{t('designer.decoration.device')}</span>
          <Segmented aria-labelledby="dc-device-label" value={store.device} options={devices} onChange={(value) => store.setDevice(value as PreviewDevice)} data-testid="decoration-device" />
        </div>
      </div>
      {store.problem && !problemPart && <Alert className="dc-alert" type="error" showIcon title={store.problem.message} />}
      <div className="dc-layout">
        <Form layout="horizontal" labelCol={{ flex: '96px' }} labelWrap className="dc-panel" onSubmitCapture={(e) => e.preventDefault()}>
          <Tabs activeKey={part} onChange={setPart} items={tabs} />
        </Form>
        <div className="dc-preview">
          <PreviewFrame device={store.device} label={t(store.device === 'pc' ? 'designer.decoration.previewPc' : 'designer.decoration.previewMobile')}>
            <LivePreview store={store} />
          </PreviewFrame>
        </div>
      </div>
    </>
  );
});

const TemplateLine = observer(function TemplateLine({ store }: { store: DecorationStore }) {
  const t = useT();
  const template = store.answer?.template;
  return (
    <Space size={12} className="dc-template">
      <span data-testid="decoration-template">{template ? t('designer.decoration.template', { name: template.name }) : t('designer.decoration.noTemplate')}</span>
      <Link to="/zhHome/template">{t('designer.decoration.changeTemplate')}</Link>
    </Space>
  );
});

const DecorationPage = observer(function DecorationPage() {
  const t = useT();
  const store = useService(DECORATION_STORE);
  const siteId = store.activeSiteId;
  useEffect(() => {
    void store.open();
  }, [store, siteId]);
  useLeaveWarning(store.dirty);

  let body;
  if (store.ready) {
    body = (
      <>
        <ConflictNotice store={store} />
        <Toolbar store={store} />
        <Editor store={store} />
      </>
    );
  } else if (store.failed) {
    body = <Result status="warning" title={t('designer.decoration.loadFailed')} extra={<Button onClick={() => void store.open(true)}>{t('designer.decoration.retry')}</Button>} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  }
  return (
    <Panel title={t('designer.decoration.title')} extra={store.answer ? <TemplateLine store={store} /> : null} data-testid="decoration-page">
      <p className="dc-intro">{t('designer.decoration.intro')}</p>
      {body}
    </Panel>
  );
});

export default DecorationPage;
