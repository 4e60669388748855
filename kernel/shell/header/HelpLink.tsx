// Help-centre link: the vendor's manual, at one address for the new site system (sysVersion 3)
// and another for the old one.
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { observer } from 'mobx-react-lite';
import { helpUrlFor } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

export const HelpLink = observer(function HelpLink() {
  const session = useService(TOKENS.session);
  const preferences = useService(TOKENS.preferences);
  const i18n = useService(TOKENS.i18n);
  const platform = session.platform;
  if (!platform) return null;
  const href = helpUrlFor(preferences.values.sysVersion, platform);
  return (
    <a className="header-link" href={href} target="_blank" rel="noopener noreferrer" data-testid="help-link">
      <QuestionCircleOutlined /> {i18n.t('kernel.header.help')}
    </a>
  );
});
