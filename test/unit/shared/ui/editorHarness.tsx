// Renders the real rich-text editor (wangEditor in jsdom) with a test kernel, a scripted gallery
// picker and helpers to drive its dialogs. Shared by the editor component tests.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { DomEditor } from '@wangeditor/editor';
import type { ReactElement } from 'react';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import type { DialogService, OpenDialog } from '../../../../kernel/services/dialogs/types';
import type { DialogContribution } from '../../../../kernel/plugin/types';
import type { ImageRow } from '../../../../shared/domain/api/content';
import RichTextEditor from '../../../../shared/ui/editor/RichTextEditor';
import type { RichTextEditorApi, RichTextEditorProps } from '../../../../shared/ui/editor';

// jsdom has no layout: wangEditor measures the selection's range to keep it in view.
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
/** A DialogService standing in for the resources plugin's gallery picker. */
export class FakeDialogs implements DialogService {
  readonly open: readonly OpenDialog[] = [];
  readonly calls: { id: string; props: Record<string, unknown> }[] = [];
  /** What the next show() resolves with (undefined = dismissed). */
  answer: ImageRow[] | undefined;

  register(_contribution: DialogContribution): void {}
  contribution(): DialogContribution | undefined {
    return undefined;
  }
  show<R>(id: string, props: Record<string, unknown> = {}): Promise<R | undefined> {
    this.calls.push({ id, props });
    return Promise.resolve(this.answer as R | undefined);
  }
  close(): void {}
}

export function imageRow(partial: Partial<ImageRow>): ImageRow {
  return { id: 1, name: 'photo.jpg', url: '/uploads/images/photo.jpg', thumb_url: '', mime: 'image/jpeg', kind: 'image', width: 0, height: 0, size: 1000, dir_id: 0, created_at: 0, ...partial };
}

export interface Rendered {
  kernel: TestKernel;
  api: RichTextEditorApi;
  onChange: jest.Mock;
  html: () => string;
  rerender: (props: Partial<RichTextEditorProps>) => Promise<void>;
}

export async function renderEditor(
  options: { html?: string; dialogs?: DialogService; props?: Partial<RichTextEditorProps>; before?: (kernel: TestKernel) => Promise<void> } = {},
): Promise<Rendered> {
  const kernel = createTestKernel({ overrides: options.dialogs ? [{ token: TOKENS.dialogs, value: options.dialogs }] : [] });
  await options.before?.(kernel);
  let api: RichTextEditorApi | null = null;
  const onChange = jest.fn();
  const element = (props: Partial<RichTextEditorProps>): ReactElement => (
    <ContainerProvider container={kernel.container}>
      <RichTextEditor value={options.html ?? '<p>hello world</p>'} onChange={onChange} onReady={(a) => (api = a)} aria-label="正文" {...options.props} {...props} />
    </ContainerProvider>
  );
  let view: ReturnType<typeof render> | null = null;
  await act(async () => {
    view = render(element({}));
  });
  // Wait for the toolbar: a late wangEditor timer after the test would crash the worker.
  await waitFor(() => expect(document.querySelector('.w-e-bar-item')).toBeTruthy());
  const ready = api as unknown as RichTextEditorApi;
  return {
    kernel,
    api: ready,
    onChange,
    html: () => ready.getHtml(),
    rerender: async (props) => {
      await act(async () => {
        view?.rerender(element(props));
      });
    },
  };
}

/** Lets wangEditor's debounced toolbar refresh (200 ms) and pending timers run. */
export async function settle(ms = 260): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** The open dialog, by its title. */
export async function dialog(title: string): Promise<HTMLElement> {
  const titleNode = await screen.findByText(title, { selector: '.ant-modal-title' });
  return titleNode.closest('.ant-modal') as HTMLElement;
}

export function ok(modal: HTMLElement): HTMLElement {
  return within(modal).getByRole('button', { name: /确\s*定|OK/ });
}

export function errors(kernel: TestKernel): string[] {
  return kernel.notifier.errors();
}

/**
 * jsdom has no real DOM selection, so wangEditor's document "selectionchange" sync reads the
 * selection as gone (a blur) at random moments. Tests that type detach it.
 */
export function detachDomSelectionSync(editor: RichTextEditorApi['editor']): void {
  const textarea = DomEditor.getTextarea(editor) as unknown as { onDOMSelectionChange?: EventListener & { cancel?: () => void } };
  const listener = textarea.onDOMSelectionChange;
  if (!listener) throw new Error('wangEditor changed: no onDOMSelectionChange to detach');
  listener.cancel?.();
  window.document.removeEventListener('selectionchange', listener);
}
