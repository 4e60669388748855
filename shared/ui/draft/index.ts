// Autosaved local drafts for edit pages: the hook, the banner that offers a draft back, the status
// line, and the store underneath (see useDraft.ts for how a page uses them).
export { useDraft, type UseDraftOptions } from './useDraft';
export { DraftBanner, DraftStatus, type DraftBannerProps } from './DraftBanner';
export { DraftKeeper, AUTOSAVE_DELAY_MS, type DraftSource } from './DraftKeeper';
export { DraftStore, DRAFT_TTL_MS, draftStoreFor, draftSubject, type Draft, type DraftScope } from './DraftStore';
export { registerDraftStrings } from './strings';
export { pickLike } from './pickLike';
