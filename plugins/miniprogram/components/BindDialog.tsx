// 绑定 / 修改绑定: the AppID (its platform's format shown as the example) and the AppSecret, typed
// in a password field; a kept secret shows as 已设置 and a blank field keeps it. Enter saves.
import { Form, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../kernel';
import { MP_PLATFORM_INFO } from '../../../shared/domain/miniprogram';
import type { MiniProgramStore } from '../store/MiniProgramStore';
import { K, platformLabel } from './text';

export const BindDialog = observer(function BindDialog({ store }: { store: MiniProgramStore }) {
  const t = useT();
  const draft = store.draft;
  if (!draft) return null;
  const info = MP_PLATFORM_INFO[draft.platform];
  const status = (field: string) => (store.refusal?.field === field ? { validateStatus: 'error' as const, help: <span role="alert">{store.refusal.message}</span> } : {});
  const kept = store.secretKept;
  return (
    <Modal open title={t(`${K}.bindTitle`, { platform: platformLabel(t, draft.platform) })} okText={t(`${K}.save`)} cancelText={t(`${K}.cancel`)}
      confirmLoading={store.binding} onOk={() => void store.bind()} onCancel={() => store.closeBind()} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void store.bind()}>
        <Form.Item label={t(`${K}.appId`)} required {...status('appId')} extra={t(`${K}.appIdExample`, { example: info.appIdExample })}>
          <Input autoFocus value={draft.appId} maxLength={40} aria-label="AppID" placeholder={info.appIdExample}
            onChange={(e) => store.set('appId', e.target.value)} onPressEnter={() => void store.bind()} />
        </Form.Item>
        <Form.Item label={t(`${K}.appSecret`)} required={!kept} {...status('appSecret')} extra={kept ? t(`${K}.secretKeepHint`) : undefined}>
          <Input.Password value={draft.appSecret} maxLength={128} autoComplete="new-password" aria-label="AppSecret"
            placeholder={kept ? t(`${K}.secretKept`) : ''} onChange={(e) => store.set('appSecret', e.target.value)} onPressEnter={() => void store.bind()} />
        </Form.Item>
      </Form>
    </Modal>
  );
});
