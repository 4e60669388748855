// The draft banner's strings, namespace `ui` (keys ui.draft.*), registered the first time a page
// uses drafts.
import type { I18nService, Messages } from '../../../kernel';

export const draftZhCN: Messages = {
  draft: {
    found: '发现未保存的草稿，是否恢复？',
    savedAt: '草稿保存于 {time}。',
    stale: '草稿保存之后，这条内容已被修改过。',
    restore: '恢复',
    discard: '丢弃',
    autosaved: '草稿已自动保存 {time}',
    failed: '草稿未能保存到本机（浏览器存储已满或不可用）',
    staleTitle: '恢复较旧的草稿',
    staleConfirm: '草稿保存之后，这条内容已被修改过。恢复并保存会覆盖那些修改，确定恢复吗？',
  },
};

export const draftEnUS: Messages = {
  draft: {
    found: 'An unsaved draft was found. Restore it?',
    savedAt: 'Draft saved at {time}.',
    stale: 'This item has been changed since the draft was saved.',
    restore: 'Restore',
    discard: 'Discard',
    autosaved: 'Draft saved automatically at {time}',
    failed: 'The draft could not be saved in this browser (storage full or unavailable)',
    staleTitle: 'Restore an older draft',
    staleConfirm: 'This item has been changed since the draft was saved. Restoring and saving will overwrite those changes. Restore anyway?',
  },
};

const registered = new WeakSet<I18nService>();

export function registerDraftStrings(i18n: I18nService): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  i18n.addBundle('ui', 'zh-CN', draftZhCN);
  i18n.addBundle('ui', 'en-US', draftEnUS);
}
