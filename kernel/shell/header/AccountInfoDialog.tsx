// Account details from the user menu (lazy: only loaded when opened), with the company's real-name
// state as the account service reports it (queryAccountAndAuthInfoById).
import { Descriptions, Modal, Skeleton, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { RealNameInfo, RealNameState } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

const STATE_COLOURS: Record<RealNameState, string> = { verified: 'success', pending: 'processing', rejected: 'error', none: 'default' };

const AccountInfoDialog = observer(function AccountInfoDialog({ onClose }: { onClose: () => void }) {
  const session = useService(TOKENS.session);
  const i18n = useService(TOKENS.i18n);
  const account = session.account;
  const t = (key: string) => i18n.t(`kernel.accountInfo.${key}`);
  // undefined while asking; null when the account service could not answer.
  const [realName, setRealName] = useState<RealNameInfo | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    session.loadAuthInfo().then((info) => live && setRealName(info.realName), () => live && setRealName(null));
    return () => {
      live = false;
    };
  }, [session]);

  const realNameText = (info: RealNameInfo) => (
    <span className="account-real-name">
      <Tag color={STATE_COLOURS[info.state]} data-testid="real-name-state">{t(`realNameStates.${info.state}`)}</Tag>
      {info.subject && <span>{t(info.type === 'personal' ? 'personal' : 'enterprise')}：{info.subject}</span>}
    </span>
  );

  return (
    <Modal open title={i18n.t('kernel.header.account')} footer={null} onCancel={onClose}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('loginName')}>{account?.loginName}</Descriptions.Item>
        <Descriptions.Item label={t('nickName')}>{account?.nickName}</Descriptions.Item>
        <Descriptions.Item label={t('company')}>{account?.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('sequence')}>{account?.sequence}</Descriptions.Item>
        <Descriptions.Item label={t('accountType')}>{account?.accountType?.name}</Descriptions.Item>
        <Descriptions.Item label={t('realName')}>
          {realName === undefined ? <Skeleton.Input size="small" active /> : realName === null ? t('realNameUnavailable') : realNameText(realName)}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
});

export default AccountInfoDialog;
