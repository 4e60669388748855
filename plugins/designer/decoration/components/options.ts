// The §3 catalogues as a select's options in the console's language (zh-CN, or en-US): the labels
// come with the catalogues (shared/domain/design), so the panel has no option strings of its own.
import { TOKENS, useService } from '../../../../kernel';
import type { Catalogue, DesignLocale } from '../../../../shared/domain/design';

export interface Option<T> {
  value: T;
  label: string;
}

export function useOptions(): <T>(catalogue: Catalogue<T>) => Option<T>[] {
  const i18n = useService(TOKENS.i18n);
  const locale: DesignLocale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';
  return (catalogue) => catalogue.map((entry) => ({ value: entry.value, label: entry.label[locale] }));
}
