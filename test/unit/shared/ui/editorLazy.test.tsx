// LazyRichTextEditor: a skeleton while the editor chunk loads, then the real editor with its `ui`
// strings; a failed load shows the kernel's chunk-failed text and a retry that loads it again.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { LazyRichTextEditor } from '../../../../shared/ui/editor';

// (Not from editorHarness: it imports the editor module statically.)
async function settle(ms = 260) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

let mockFailNextLoad = false;
jest.mock('../../../../shared/ui/editor/RichTextEditor', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw Object.assign(new Error('Loading chunk widget-editor failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('../../../../shared/ui/editor/RichTextEditor');
});

afterEach(async () => {
  await settle(50);
  cleanup();
});


it('a failed load offers a retry that loads the editor', async () => {
  // First in this file: the editor module has not been loaded yet.
  mockFailNextLoad = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const kernel = createTestKernel();
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <LazyRichTextEditor value="<p>x</p>" onChange={() => undefined} />
      </ContainerProvider>,
    );
  });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(kernel.get(TOKENS.i18n).t('kernel.errors.chunkFailed'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: new RegExp(kernel.get(TOKENS.i18n).t('kernel.common.retry').split('').join('\\s*')) }));
  });
  await waitFor(() => expect(document.querySelector('.w-e-bar-item')).toBeTruthy());
  expect(screen.queryByRole('alert')).toBeNull();
  await settle();
});

it('shows a skeleton, then the editor with its strings registered under `ui`', async () => {
  const kernel = createTestKernel();
  const i18n = kernel.get(TOKENS.i18n);
  expect(i18n.has('ui.editor.menu.link')).toBe(false);
  render(
    <ContainerProvider container={kernel.container}>
      <LazyRichTextEditor value="<p>正文</p>" onChange={() => undefined} aria-label="正文" height={300} />
    </ContainerProvider>,
  );
  expect(document.querySelector('.ui-rte-skeleton[aria-busy="true"]')).not.toBeNull();
  await waitFor(() => expect(document.querySelector('.w-e-bar-item')).toBeTruthy());
  expect(document.querySelector('.ui-rte-skeleton')).toBeNull();
  expect(i18n.t('ui.editor.menu.link')).toBe('链接');
  expect(i18n.t('ui.editor.msg.invalidUrl')).toBe('请输入正确的链接地址');
  expect((document.querySelector('.ui-rte-body') as HTMLElement).style.height).toBe('300px');
  expect(screen.getByRole('textbox', { name: '正文' }).textContent).toBe('正文');
  await settle();
});
