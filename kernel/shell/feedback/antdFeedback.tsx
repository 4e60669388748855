// antd's static message and Modal, rendered inside a ConfigProvider that carries the console's
// locale and theme (holderRender), so toasts and dialogs match the rest of the shell.
import { ConfigProvider, message, Modal } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ConfirmOptions } from '../../ports/notifier';
import type { Locale } from '../../services/i18n/types';
import { CONSOLE_BUTTON, CONSOLE_THEME } from '../providers/theme';

let configuredFor: Locale | null = null;

function configure(locale: Locale) {
  if (configuredFor === locale) return;
  configuredFor = locale;
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} theme={CONSOLE_THEME} button={CONSOLE_BUTTON}>
        {children}
      </ConfigProvider>
    ),
  });
}

export function toast(level: 'success' | 'error' | 'warning' | 'info', text: string, locale: Locale) {
  configure(locale);
  // §8: toasts last 2 seconds.
  void message[level]({ content: text, duration: 2 });
}

export function confirm(options: ConfirmOptions, locale: Locale): Promise<boolean> {
  configure(locale);
  return new Promise<boolean>((resolve) => {
    const common = {
      title: options.title,
      content: options.content,
      okText: options.okText,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    };
    if (options.alert) Modal.warning({ ...common, closable: false, maskClosable: false, keyboard: false });
    else Modal.confirm({ ...common, cancelText: options.cancelText, okButtonProps: { danger: options.danger } });
  });
}
