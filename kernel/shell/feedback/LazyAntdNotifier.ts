// The shell's notifier: antd message and Modal, loaded on the first toast or confirm so that
// neither is part of the first load.
import type { ConfirmOptions, Notifier } from '../../ports/notifier';
import type { I18nService } from '../../services/i18n/types';

type Feedback = typeof import('./antdFeedback');

export class LazyAntdNotifier implements Notifier {
  private feedback: Promise<Feedback> | null = null;

  constructor(private readonly i18n: I18nService) {}

  private load(): Promise<Feedback> {
    this.feedback ??= import(/* webpackChunkName: "antd-feedback" */ './antdFeedback');
    return this.feedback;
  }

  private toast(level: 'success' | 'error' | 'warning' | 'info', text: string) {
    this.load().then(
      (f) => f.toast(level, text, this.i18n.locale),
      () => console.error(text),
    );
  }

  success(text: string) {
    this.toast('success', text);
  }
  error(text: string) {
    this.toast('error', text);
  }
  warning(text: string) {
    this.toast('warning', text);
  }
  info(text: string) {
    this.toast('info', text);
  }
  async confirm(options: ConfirmOptions): Promise<boolean> {
    const f = await this.load();
    return f.confirm(
      { ...options, okText: options.okText ?? this.i18n.t('kernel.common.confirm'), cancelText: options.cancelText ?? this.i18n.t('kernel.common.cancel') },
      this.i18n.locale,
    );
  }
}
