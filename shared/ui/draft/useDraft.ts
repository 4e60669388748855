// The autosave of an edit page, as a hook:
//
//   const draft = useDraft({ kind: `article.${type}`, id, ready: !loading, base: version ?? null, collect });
//   <Form onValuesChange={draft.changed}> … <Editor onChange={(html) => { setContent(html); draft.changed(); }} />
//   <DraftBanner keeper={draft} onRestore={(d) => apply(d.data, d.base)} />   after a save: draft.saved()
//
// The draft belongs to the signed-in user and the active site; pages without both (tests without a
// session) simply have no autosave.
import { useEffect, useRef, useState } from 'react';
import { TOKENS, useContainer, useService } from '../../../kernel';
import { DraftKeeper } from './DraftKeeper';
import { draftStoreFor, draftSubject } from './DraftStore';
import { registerDraftStrings } from './strings';

export interface UseDraftOptions<T> {
  /** What kind of record (with its type where there are several): 'article.1', 'album', 'job'. */
  kind: string;
  /** The record's id; undefined for one not saved yet. */
  id: number | undefined;
  /** The record has loaded: the offer compares a stored draft with the state then. */
  ready: boolean;
  /** The server version the page's state stands on (null: not saved yet). */
  base: number | null;
  /** Reads the page's state; called at most every few seconds, never per keystroke. */
  collect: () => T;
}

export function useDraft<T>(options: UseDraftOptions<T>): DraftKeeper<T> {
  const container = useContainer();
  const i18n = useService(TOKENS.i18n);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [keeper] = useState(
    () =>
      new DraftKeeper<T>(draftStoreFor(container), {
        subject: () => draftSubject(latest.current.kind, latest.current.id),
        base: () => latest.current.base,
        collect: () => latest.current.collect(),
      }),
  );

  useEffect(() => registerDraftStrings(i18n), [i18n]);

  useEffect(() => {
    if (options.ready) keeper.loaded();
  }, [keeper, options.ready]);

  useEffect(() => {
    // Closing, reloading or switching away from the tab writes at once (a crash loses ≤ a few seconds).
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keeper.flush();
    };
    window.addEventListener('pagehide', keeper.flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keeper.flush);
      document.removeEventListener('visibilitychange', onHidden);
      keeper.dispose();
    };
  }, [keeper]);

  return keeper;
}
