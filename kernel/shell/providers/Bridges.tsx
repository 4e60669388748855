// Plugs the shell's antd feedback and the router's navigate into the kernel's ports.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { DelegatingNotifier } from '../../ports/notifier';
import { WindowNavigator } from '../../ports/navigator';
import { LazyAntdNotifier } from '../feedback/LazyAntdNotifier';

export function NotifierBridge() {
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  useEffect(() => {
    if (notifier instanceof DelegatingNotifier) notifier.use(new LazyAntdNotifier(i18n));
  }, [notifier, i18n]);
  return null;
}

export function NavigatorBridge() {
  const navigator = useService(TOKENS.navigator);
  const navigate = useNavigate();
  useEffect(() => {
    if (!(navigator instanceof WindowNavigator)) return;
    navigator.routerNavigate = (path, options) => navigate(path, { replace: options?.replace });
    return () => {
      navigator.routerNavigate = null;
    };
  }, [navigator, navigate]);
  return null;
}
