// 隐私协议: 用户协议 and 隐私政策 (rich text, sanitised by the server), 注册时必须勾选, and the versions
// kept so far (a changed document is a new version; each consent names the version it agreed to).
import { Button, Checkbox, Form, Tag } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useT } from '../../../../kernel';
import type { PrivacyConfigAnswer } from '../../../../shared/domain/members/centreApi';
import { LazyRichTextEditor } from '../../../../shared/ui/editor';
import type { CentreSettingsStore } from '../store/CentreSettingsStore';
import { SectionFrame } from './SectionFrame';

const PrivacyForm = observer(function PrivacyForm({ store, answer }: { store: CentreSettingsStore; answer: PrivacyConfigAnswer }) {
  const t = useT();
  const [agreement, setAgreement] = useState(answer.config.agreement);
  const [privacy, setPrivacy] = useState(answer.config.privacy);
  const [mustAgree, setMustAgree] = useState(answer.config.mustAgree);
  const save = () => void store.savePrivacy({ agreement, privacy, mustAgree });
  return (
    <Form layout="vertical" className="centre-form centre-privacy" aria-label={t('members.centre.tabs.privacy')} onFinish={save}>
      <p className="centre-help">
        {t('members.centre.privacy.version')}：{answer.config.version > 0 ? <Tag color="blue">v{answer.config.version}</Tag> : t('members.centre.privacy.noVersion')}
        <span className="centre-note">{t('members.centre.privacy.versionNote')}</span>
      </p>
      <Form.Item label={t('members.centre.privacy.agreement')}>
        <LazyRichTextEditor value={agreement} onChange={setAgreement} height={260} aria-label={t('members.centre.privacy.agreement')} />
      </Form.Item>
      <Form.Item label={t('members.centre.privacy.privacy')}>
        <LazyRichTextEditor value={privacy} onChange={setPrivacy} height={260} aria-label={t('members.centre.privacy.privacy')} />
      </Form.Item>
      <Form.Item extra={t('members.centre.privacy.mustAgreeHelp')}>
        <Checkbox checked={mustAgree} onChange={(e) => setMustAgree(e.target.checked)}>{t('members.centre.privacy.mustAgree')}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={store.privacy.saving}>{t('members.centre.save')}</Button>
      </Form.Item>
      {answer.versions.length > 0 && (
        <section className="centre-versions" aria-label={t('members.centre.privacy.versions')}>
          <h3>{t('members.centre.privacy.versions')}</h3>
          <ul>
            {answer.versions.map((v) => (
              <li key={v.version}>{t('members.centre.privacy.versionRow', { version: v.version, operator: v.operator, time: dayjs(v.created_at).format('YYYY-MM-DD HH:mm') })}</li>
            ))}
          </ul>
        </section>
      )}
    </Form>
  );
});

export const PrivacySection = observer(function PrivacySection({ store }: { store: CentreSettingsStore }) {
  return <SectionFrame state={store.privacy}>{(answer) => <PrivacyForm key={`${answer.config.version}-${answer.config.mustAgree}`} store={store} answer={answer} />}</SectionFrame>;
});
