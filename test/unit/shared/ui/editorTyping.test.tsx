// Typing into a long article stays cheap: no HTML serialization per keystroke, onChange after a
// pause (and on blur), the document uncontrolled after mount, outside values still applied.
import { act, cleanup, fireEvent } from '@testing-library/react';
import { CHANGE_DEBOUNCE_MS } from '../../../../shared/ui/editor/RichTextEditor';
import { benchArticleHtml } from '../../../../shared/ui/editor/bench';
import { detachDomSelectionSync, renderEditor, settle } from './editorHarness';

afterEach(async () => {
  await settle(50);
  cleanup();
});


it('typing in a ~36,000-character article serializes nothing until the pause, then reports once', async () => {
  const { api, onChange } = await renderEditor({ html: benchArticleHtml() });
  expect(api.editor.getText().length).toBeGreaterThan(36000);
  // jsdom keeps no real DOM selection: wangEditor's selectionchange sync would read it as a blur.
  detachDomSelectionSync(api.editor);
  const getHtml = jest.spyOn(api.editor, 'getHtml');
  await act(async () => api.editor.focus(true));
  await settle(CHANGE_DEBOUNCE_MS + 50);
  onChange.mockClear();
  getHtml.mockClear();

  // (No timing is asserted here: jsdom and a busy CI say little about a browser. The keypress
  // latency is measured in Chromium with shared/ui/editor/bench.ts.)
  for (const char of '快速输入测试abcdefghij') {
    await act(async () => {
      api.editor.insertText(char);
    });
  }
  expect(getHtml).not.toHaveBeenCalled();
  expect(onChange).not.toHaveBeenCalled();

  await settle(CHANGE_DEBOUNCE_MS + 50);
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(getHtml).toHaveBeenCalledTimes(1);
  const reported = onChange.mock.calls[0][0] as string;
  expect(reported.endsWith('快速输入测试abcdefghij</strong></p>')).toBe(true);
});

it('selection moves report nothing; a pending change is reported on flush (blur)', async () => {
  const { api, onChange } = await renderEditor();
  detachDomSelectionSync(api.editor);
  await act(async () => api.editor.focus(true));
  await act(async () => api.editor.moveReverse(3));
  await settle(CHANGE_DEBOUNCE_MS + 50);
  expect(onChange).not.toHaveBeenCalled();

  await act(async () => api.editor.insertText('!'));
  expect(onChange).not.toHaveBeenCalled();
  // Focus leaving the text (mousedown on a save button) reports synchronously.
  fireEvent.focusOut(document.querySelector('[data-slate-editor]') as HTMLElement);
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenLastCalledWith('<p>hello wo!rld</p>');
  // wangEditor's own onBlur (selection gone) and flush() find nothing more to report.
  await act(async () => api.editor.blur());
  await settle(20);
  await act(async () => api.flush());
  expect(onChange).toHaveBeenCalledTimes(1);
});

it('its own value echoed back changes nothing; a new value from outside replaces the document', async () => {
  const { api, onChange, rerender, html } = await renderEditor();
  await act(async () => api.editor.focus(true));
  await act(async () => api.editor.insertText('!'));
  await act(async () => api.flush());
  const reported = onChange.mock.calls[0][0] as string;
  const setHtml = jest.spyOn(api.editor, 'setHtml');
  await rerender({ value: reported });
  expect(setHtml).not.toHaveBeenCalled();

  await rerender({ value: '<p>另一篇文章</p>' });
  expect(setHtml).toHaveBeenCalledWith('<p>另一篇文章</p>');
  expect(html()).toBe('<p>另一篇文章</p>');
  await settle(CHANGE_DEBOUNCE_MS + 50);
  // Loading a value is not an edit.
  expect(onChange).toHaveBeenCalledTimes(1);
});

it('disabled makes the editor read-only', async () => {
  const { api, rerender } = await renderEditor({ props: { disabled: true } });
  expect(api.editor.isDisabled()).toBe(true);
  await rerender({ disabled: false });
  expect(api.editor.isDisabled()).toBe(false);
});

it('reports pending changes when unmounted', async () => {
  const { api, onChange } = await renderEditor();
  await act(async () => api.editor.focus(true));
  await act(async () => api.editor.insertText('?'));
  expect(onChange).not.toHaveBeenCalled();
  await settle(10);
  cleanup();
  expect(onChange).toHaveBeenCalledWith('<p>hello world?</p>');
});
