// The push settings: whether the services are configured (the administrator's part), the push
// domain, the 准入密钥 shown masked with 修改 / 清除, and the 自动推送 switch.
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useClickGuard } from '../../../../kernel';
import { baiduTokenProblem } from '../../../../shared/domain/seo/baidu';
import type { BaiduStore } from '../../store/BaiduStore';
import { useBaiduT } from './useBaiduT';

const TokenField = observer(function TokenField({ store }: { store: BaiduStore }) {
  const t = useBaiduT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const guard = useClickGuard();
  const masked = store.settings?.token ?? '';

  const save = async () => {
    // A key in the wrong shape is answered at once; the guard holds back only what is sent.
    const local = baiduTokenProblem(draft);
    if (local) {
      setProblem(t(`rules.${local}`));
      return;
    }
    if (!guard.trigger()) return;
    const outcome = await store.saveToken(draft);
    if (outcome.ok) {
      setEditing(false);
      setDraft('');
      setProblem(null);
    } else setProblem(outcome.message);
  };
  const cancel = () => {
    setEditing(false);
    setDraft('');
    setProblem(null);
  };

  if (!editing) {
    return (
      <Space wrap>
        <Typography.Text code={!!masked} type={masked ? undefined : 'secondary'} data-testid="baidu-token">{masked || t('tokenNone')}</Typography.Text>
        <Button size="small" onClick={() => setEditing(true)}>{t(masked ? 'editToken' : 'enterToken')}</Button>
        {masked && <Button size="small" danger type="link" disabled={store.savingSettings} onClick={() => void store.clearToken()}>{t('clearToken')}</Button>}
      </Space>
    );
  }
  return (
    <Form.Item validateStatus={problem ? 'error' : undefined} help={problem ?? t('tokenHint')} style={{ margin: 0 }}>
      <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
        <Input
          autoFocus
          value={draft}
          maxLength={64}
          placeholder={t('tokenPlaceholder')}
          aria-label={t('token')}
          autoComplete="off"
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          onPressEnter={() => void save()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancel();
          }}
        />
        <Button type="primary" loading={store.savingSettings} onClick={() => void save()}>{t('save')}</Button>
        <Button onClick={cancel}>{t('cancel')}</Button>
      </Space.Compact>
    </Form.Item>
  );
});

export const BaiduSettingsCard = observer(function BaiduSettingsCard({ store }: { store: BaiduStore }) {
  const t = useBaiduT();
  const s = store.settings;
  return (
    <Card title={t('settingsTitle')} loading={!s}>
      {s && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {!s.push.configured && <Alert type="warning" showIcon title={s.push.message} data-testid="baidu-push-unconfigured" />}
          {!s.indexCheck.configured && <Alert type="info" showIcon title={s.indexCheck.message} data-testid="baidu-check-unconfigured" />}
          {!s.domain && <Alert type="warning" showIcon title={t('noDomain')} />}
          <Descriptions column={1} size="small" bordered styles={{ label: { width: 140 } }}>
            {s.domains.length > 0 && (
              <Descriptions.Item label={t('domain')}>
                <Space wrap>
                  {s.domains.length > 1 ? (
                    <Select value={s.domain} style={{ minWidth: 220 }} aria-label={t('domain')} disabled={store.savingSettings}
                      onChange={(d) => void store.setDomain(d)} options={s.domains.map((d) => ({ value: d, label: d }))} />
                  ) : <span>{s.domain}</span>}
                  <Typography.Text type="secondary">{t('domainHint')}</Typography.Text>
                </Space>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('token')}>
              <TokenField store={store} />
            </Descriptions.Item>
            <Descriptions.Item label={t('autoPush')}>
              <Space>
                <Switch checked={s.autoPush} loading={store.savingSettings} aria-label={t('autoPush')} onChange={(on) => void store.setAutoPush(on)} />
                <Typography.Text type="secondary">{s.token ? t('autoPushHint') : t('needToken')}</Typography.Text>
              </Space>
            </Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Card>
  );
});
