// The browser tab names the page: "<page> - 建站管理控制台" (in the UI language). Every page the
// shell renders sets it, so a tab never keeps the title of the page before.
import { useEffect } from 'react';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

export function useDocumentTitle(title: string): void {
  const i18n = useService(TOKENS.i18n);
  const app = i18n.t('kernel.app.title');
  useEffect(() => {
    document.title = `${title} - ${app}`;
  }, [title, app]);
}
