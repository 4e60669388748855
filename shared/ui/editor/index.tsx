// The rich-text editor widget. wangEditor (~270 KB gzip) arrives in its own chunks
// (vendor-wangeditor + widget-editor) only when an editor is rendered, so it is never part of the
// first load nor of list pages. A failed load shows a retry.
//
//   <LazyRichTextEditor value={article.content} onChange={setContent} height={480} aria-label="正文" />
import { Button, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { RetryableLazy, TOKENS, useService } from '../../../kernel';
import type { RichTextEditorProps } from './types';

export type { DialogKind, RichTextEditorApi, RichTextEditorProps } from './types';

const loadModule = () => import(/* webpackChunkName: "widget-editor" */ './RichTextEditor');

/** Starts downloading the editor early (e.g. while an edit page fetches its article). */
export function preloadRichTextEditor(): void {
  void loadModule().catch(() => undefined);
}

const EditorLoadFailed = observer(function EditorLoadFailed({ onRetry, height }: { onRetry: () => void; height: number }) {
  const i18n = useService(TOKENS.i18n);
  return (
    <div className="ui-rte-failed" role="alert" style={{ minHeight: height, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8, border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <span>{i18n.t('kernel.errors.chunkFailed')}</span>
      <Button size="small" onClick={onRetry}>
        {i18n.t('kernel.common.retry')}
      </Button>
    </div>
  );
});

function EditorSkeleton({ height }: { height: number }) {
  return (
    <div className="ui-rte-skeleton" aria-busy="true" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <div style={{ height: 40, borderBottom: '1px solid #f0f0f0', background: '#fafafa' }} />
      <div style={{ height, padding: 16, boxSizing: 'border-box' }}>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    </div>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const i18n = useService(TOKENS.i18n);
  // Stable per i18n service (a new loader would restart the lazy load); the strings of namespace
  // `ui` are registered as the chunk arrives, before the editor renders.
  const load = useCallback(
    () =>
      loadModule().then((module) => {
        module.registerEditorStrings(i18n);
        return module;
      }),
    [i18n],
  );
  const height = props.height ?? 500;
  return <RetryableLazy load={load} props={props} fallback={<EditorSkeleton height={height} />} renderError={(_error, retry) => <EditorLoadFailed onRetry={retry} height={height + 41} />} />;
}
