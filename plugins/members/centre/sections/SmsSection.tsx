// 短信权益: whether the SMS service is configured, the balance left and used this month, and the three
// code switches (注册验证码, 登录验证码, 找回密码) — locked off while SMS is unconfigured.
import { Alert, Descriptions, Switch, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useT } from '../../../../kernel';
import type { SmsSwitches } from '../../../../shared/domain/members/settings';
import type { CentreSettingsStore } from '../store/CentreSettingsStore';
import { SectionFrame } from './SectionFrame';

const SWITCHES: (keyof SmsSwitches)[] = ['register', 'login', 'recover'];

export const SmsSection = observer(function SmsSection({ store }: { store: CentreSettingsStore }) {
  const t = useT();
  const [busy, setBusy] = useState<keyof SmsSwitches | null>(null);
  const toggle = async (name: keyof SmsSwitches, on: boolean) => {
    setBusy(name);
    try {
      await store.setSmsSwitch(name, on);
    } finally {
      setBusy(null);
    }
  };
  return (
    <SectionFrame state={store.sms}>
      {(answer) => (
        <div className="centre-form centre-sms" aria-label={t('members.centre.tabs.sms')}>
          {answer.message && <Alert type="warning" showIcon title={answer.message} className="centre-inline-alert" role="alert" />}
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
            <Descriptions.Item label={t('members.centre.sms.status')}>
              {answer.configured ? <Tag color="success">{t('members.centre.sms.configured')}</Tag> : <Tag>{t('members.centre.sms.unconfigured')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.centre.sms.quotaLeft')}>{answer.quotaLeft}</Descriptions.Item>
            <Descriptions.Item label={t('members.centre.sms.usedThisMonth')}>{answer.usedThisMonth}</Descriptions.Item>
            {SWITCHES.map((name) => (
              <Descriptions.Item key={name} label={t(`members.centre.sms.${name}`)}>
                <Switch
                  checked={answer.switches[name]}
                  disabled={!answer.configured || busy !== null}
                  loading={busy === name}
                  onChange={(on) => void toggle(name, on)}
                  aria-label={t(`members.centre.sms.${name}`)}
                  checkedChildren={t('members.centre.sms.switchedOn')}
                  unCheckedChildren={t('members.centre.sms.switchedOff')}
                />
              </Descriptions.Item>
            ))}
          </Descriptions>
        </div>
      )}
    </SectionFrame>
  );
});
