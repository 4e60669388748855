// Account details from the user menu (lazy: only loaded when opened).
import { Descriptions, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

const AccountInfoDialog = observer(function AccountInfoDialog({ onClose }: { onClose: () => void }) {
  const session = useService(TOKENS.session);
  const i18n = useService(TOKENS.i18n);
  const account = session.account;
  const t = (key: string) => i18n.t(`kernel.accountInfo.${key}`);
  return (
    <Modal open title={i18n.t('kernel.header.account')} footer={null} onCancel={onClose}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('loginName')}>{account?.loginName}</Descriptions.Item>
        <Descriptions.Item label={t('nickName')}>{account?.nickName}</Descriptions.Item>
        <Descriptions.Item label={t('company')}>{account?.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('sequence')}>{account?.sequence}</Descriptions.Item>
        <Descriptions.Item label={t('accountType')}>{account?.accountType?.name}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
});

export default AccountInfoDialog;
