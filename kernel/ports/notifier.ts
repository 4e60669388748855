// User-facing feedback behind a port: the services decide *what* to say (§8), the shell decides
// how it looks (antd message/Modal, loaded lazily so the login page stays small).

export interface ConfirmOptions {
  title: string;
  content: string;
  okText?: string;
  cancelText?: string;
  /** No cancel button: an alert that must be acknowledged. */
  alert?: boolean;
  danger?: boolean;
}

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
  /** Resolves true when the user confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

/** Fallback used before the shell has mounted (and in the login page): window.alert/confirm. */
export class WindowNotifier implements Notifier {
  success(message: string) {
    console.info(message);
  }
  error(message: string) {
    console.error(message);
  }
  warning(message: string) {
    console.warn(message);
  }
  info(message: string) {
    console.info(message);
  }
  async confirm(options: ConfirmOptions) {
    if (options.alert) {
      window.alert(options.content);
      return true;
    }
    return window.confirm(options.content);
  }
}

/**
 * The notifier bound in the container: forwards to WindowNotifier until the shell mounts and
 * plugs in its antd implementation (which carries the theme and locale of ConfigProvider).
 */
export class DelegatingNotifier implements Notifier {
  private target: Notifier = new WindowNotifier();

  use(target: Notifier): void {
    this.target = target;
  }
  success(message: string) {
    this.target.success(message);
  }
  error(message: string) {
    this.target.error(message);
  }
  warning(message: string) {
    this.target.warning(message);
  }
  info(message: string) {
    this.target.info(message);
  }
  confirm(options: ConfirmOptions) {
    return this.target.confirm(options);
  }
}
