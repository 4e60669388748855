// antd and dayjs follow the I18nService's locale (zh-CN by default).
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { CONSOLE_BUTTON, CONSOLE_THEME } from './theme';

export const LocaleBridge = observer(function LocaleBridge({ children }: { children: ReactNode }) {
  const i18n = useService(TOKENS.i18n);
  const zh = i18n.locale === 'zh-CN';
  dayjs.locale(zh ? 'zh-cn' : 'en');
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n.locale]);
  return (
    <ConfigProvider locale={zh ? zhCN : enUS} theme={CONSOLE_THEME} button={CONSOLE_BUTTON}>
      {children}
    </ConfigProvider>
  );
});
