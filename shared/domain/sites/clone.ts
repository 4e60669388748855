// Translate-and-clone (§4 dialog, §6 visibility): who sees it and where each step leads. One rule
// for the console (which step the dialog shows next) and the server (toTranslate refuses a run the
// rule would not offer).
import { TRANSLATION_CHAR_THRESHOLD } from '../constants';
import { MSG } from '../messages';

/** What step 1 offers to translate: 后台数据 (the admin's content) and 可视化界面 (template, navigation). */
export type CloneContent = 'admin' | 'visual';
export const CLONE_CONTENTS: readonly CloneContent[] = ['admin', 'visual'];

/** §3 translation info (POST admin/translateZh/ensiteInfo): the bound foreign site's address (empty when none), the characters to translate, its name. */
export interface TranslationInfo { url: string; wordNum: number; site_name: string; equal: boolean }

/** GET translateZh/status (ours): the latest clone task, whether a clone may start, the bound foreign site ('' when none). */
export interface CloneStatus {
  taskId: number | null;
  transRole: boolean;
  foreignSiteName: string;
  foreignUrl: string;
}

export interface CloneVisibilityInput {
  isDcl: boolean;
  /** A new responsive site: isNewXys and all_type xys. */
  isNewXys: boolean;
  all_type: string;
  language: string;
  product_record_id: number;
}

/** §6: not a dcl site, a new responsive site, language zh-cn, a paid site (product_record_id > 0), and an operation login. */
export function cloneVisible(site: CloneVisibilityInput, loginBizType: string): boolean {
  return !site.isDcl && site.isNewXys && site.all_type === 'xys' && site.language.toLowerCase() === 'zh-cn' && site.product_record_id > 0 && loginBizType === 'operation';
}

/** Step 1 needs at least one kind of content: 请选择要翻译的内容 otherwise (null when the choice is fine). */
export function checkCloneChoice(contents: readonly string[]): string | null {
  const chosen = contents.filter((c): c is CloneContent => (CLONE_CONTENTS as readonly string[]).includes(c));
  return chosen.length === 0 ? MSG.chooseTranslateContent : null;
}

/** Where the dialog goes: to a step, or start the clone. */
export type CloneNext = { kind: 'step'; step: 2 | 3 } | { kind: 'start' };

/**
 * §4 after step 1's count: over the threshold, a site with no foreign address is translated at once
 * and one with an address is warned about the size (step 2, 强制翻译); under it, no address starts at
 * once and an address gets the overwrite warning (step 3).
 */
export function cloneAfterCount(info: Pick<TranslationInfo, 'url' | 'wordNum'>): CloneNext {
  const hasTarget = info.url.trim() !== '';
  if (!hasTarget) return { kind: 'start' };
  return info.wordNum > TRANSLATION_CHAR_THRESHOLD ? { kind: 'step', step: 2 } : { kind: 'step', step: 3 };
}

/** Step 2 (强制翻译) leads to step 3; step 3 (the overwrite warning, confirmed) starts the clone. */
export function cloneAfterStep(step: 2 | 3): CloneNext {
  return step === 2 ? { kind: 'step', step: 3 } : { kind: 'start' };
}
