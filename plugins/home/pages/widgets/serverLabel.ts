// Labels of items the server lists (to-dos, guide steps): the console names them by their key in
// its own language; an item it does not know yet keeps the server's Chinese title.
import type { I18nService } from '../../../../kernel';

export function serverLabel(i18n: I18nService, key: string, serverTitle: string): string {
  return i18n.has(key) ? i18n.t(key) : serverTitle;
}
