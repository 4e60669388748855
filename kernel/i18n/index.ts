import type { BundleSource, Locale } from '../services/i18n/types';
import zhCN from './zh-CN';

/** zh-CN ships in the first load; en-US arrives only when someone switches. */
export const kernelBundles: Record<Locale, BundleSource> = {
  'zh-CN': zhCN,
  'en-US': () => import(/* webpackChunkName: "i18n-kernel-en" */ './en-US'),
};
