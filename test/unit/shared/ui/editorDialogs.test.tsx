// The editor's four dialogs on the real wangEditor (jsdom): each refuses bad input with the
// editor's alert (an antd message through the notifier) and leaves the document unchanged, and
// inserts the right HTML on good input; the gallery buttons open the gallery picker.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SlateTransforms } from '@wangeditor/editor';
import { GALLERY_PICKER_DIALOG } from '../../../../shared/domain/content';
import { EDITOR_MSG } from '../../../../shared/domain/editor';
import { TOKENS } from '../../../../kernel/tokens';
import { dialog, errors, FakeDialogs, imageRow, ok, renderEditor, settle } from './editorHarness';

afterEach(async () => {
  await settle(50);
  cleanup();
});


function type(modal: HTMLElement, label: string, value: string) {
  fireEvent.change(within(modal).getByLabelText(label), { target: { value } });
}

function valueOf(modal: HTMLElement, label: string): string {
  return (within(modal).getByLabelText(label) as HTMLInputElement).value;
}

async function confirm(modal: HTMLElement) {
  await act(async () => {
    fireEvent.click(ok(modal));
  });
}

describe('link dialog', () => {
  it('opens from the toolbar, refuses an invalid address, and inserts a new-window link', async () => {
    const { kernel, api, html } = await renderEditor();
    const before = html();
    await act(async () => api.editor.focus(true));
    await settle();
    const button = document.querySelector('button[data-menu-key="uiLink"]') as HTMLElement;
    expect(button.classList.contains('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    const modal = await dialog('插入链接');

    type(modal, '地址', 'javascript:alert(1)');
    type(modal, '文字', '示例');
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidUrl]);
    expect(html()).toBe(before);
    expect(document.body.contains(modal)).toBe(true);

    type(modal, '地址', '');
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidUrl, EDITOR_MSG.invalidUrl]);
    expect(html()).toBe(before);

    type(modal, '地址', 'https://example.com/page?a=1&b=2');
    fireEvent.click(within(modal).getByRole('checkbox', { name: '在新窗口打开' }));
    await confirm(modal);
    expect(html()).toBe('<p>hello world<a href="https://example.com/page?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">示例</a></p>');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('defaults its text to the selection and wraps it; same window has no target', async () => {
    const { api, html } = await renderEditor();
    await act(async () => {
      SlateTransforms.select(api.editor, { anchor: { path: [0, 0], offset: 6 }, focus: { path: [0, 0], offset: 11 } });
      api.openDialog('link');
    });
    const modal = await dialog('插入链接');
    expect(valueOf(modal, '文字')).toBe('world');
    expect((within(modal).getByRole('checkbox', { name: '在新窗口打开' }) as HTMLInputElement).checked).toBe(false);
    type(modal, '地址', '/about.html');
    await confirm(modal);
    expect(html()).toBe('<p>hello <a href="/about.html">world</a></p>');
  });

  it('edits the link under the caret', async () => {
    const { api, html } = await renderEditor({ html: '<p>see <a href="https://old.example.com" target="_blank">docs</a></p>' });
    await act(async () => {
      SlateTransforms.select(api.editor, { path: [0, 1, 0], offset: 2 });
      api.openDialog('link');
    });
    const modal = await dialog('编辑链接');
    expect(valueOf(modal, '地址')).toBe('https://old.example.com');
    expect(valueOf(modal, '文字')).toBe('docs');
    type(modal, '地址', 'https://new.example.com');
    type(modal, '文字', '文档');
    fireEvent.click(within(modal).getByRole('checkbox', { name: '在新窗口打开' }));
    await confirm(modal);
    expect(html()).toBe('<p>see <a href="https://new.example.com">文档</a></p>');
  });
});

describe('insert-file dialog', () => {
  it('refuses an empty or invalid address and inserts nothing', async () => {
    const { kernel, api, html } = await renderEditor();
    const before = html();
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('file');
    });
    const modal = await dialog('插入文件');
    await confirm(modal);
    type(modal, '文件地址', 'http://example.com/a b.pdf');
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidUrl, EDITOR_MSG.invalidUrl]);
    expect(html()).toBe(before);
  });

  it('uploads through the gallery picker (file type 9) and inserts a link to the file', async () => {
    const gallery = new FakeDialogs();
    gallery.answer = [imageRow({ url: '/uploads/files/年度报告.pdf', name: '年度报告.pdf', kind: 'file', mime: 'application/pdf' })];
    const { api, html } = await renderEditor({ dialogs: gallery });
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('file');
    });
    const modal = await dialog('插入文件');
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: /上\s*传/ }));
    });
    expect(gallery.calls).toEqual([{ id: GALLERY_PICKER_DIALOG, props: { limit: 1, fileType: 9 } }]);
    expect(valueOf(modal, '文件地址')).toBe('/uploads/files/年度报告.pdf');
    expect(valueOf(modal, '标题')).toBe('年度报告.pdf');
    await confirm(modal);
    expect(html()).toBe('<p>hello world<a href="/uploads/files/年度报告.pdf" target="_blank" rel="noopener noreferrer">年度报告.pdf</a></p>');
  });

  it('refuses a title over 100 characters', async () => {
    const { kernel, api, html } = await renderEditor();
    const before = html();
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('file');
    });
    const modal = await dialog('插入文件');
    type(modal, '文件地址', 'https://example.com/a.pdf');
    type(modal, '标题', '长'.repeat(101));
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.titleTooLong]);
    expect(html()).toBe(before);
  });
});

describe('video dialog', () => {
  it('starts with the prefix and 500 × 400, refuses the bare prefix and bad sizes, then inserts the video', async () => {
    const gallery = new FakeDialogs();
    const { kernel, api, html } = await renderEditor({ dialogs: gallery });
    const before = html();
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('video');
    });
    const modal = await dialog('插入视频');
    expect(valueOf(modal, '地址')).toBe('http://');
    expect(valueOf(modal, '宽度')).toBe('500');
    expect(valueOf(modal, '高度')).toBe('400');
    expect((within(modal).getByLabelText('宽度') as HTMLInputElement).maxLength).toBe(4);

    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidVideoUrl]);

    type(modal, '地址', 'https://cdn.example.com/intro.mp4');
    type(modal, '宽度', '64a');
    await confirm(modal);
    type(modal, '宽度', '640');
    type(modal, '高度', '-1');
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidVideoUrl, EDITOR_MSG.invalidWidth, EDITOR_MSG.invalidHeight]);
    expect(html()).toBe(before);

    // Capped at 2000 as typed.
    type(modal, '宽度', '2500');
    expect(valueOf(modal, '宽度')).toBe('2000');
    type(modal, '高度', '360');

    gallery.answer = [imageRow({ url: '/uploads/images/poster.jpg' })];
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: /从图库选择/ }));
    });
    expect(gallery.calls).toEqual([{ id: GALLERY_PICKER_DIALOG, props: { limit: 1, fileType: 1 } }]);
    expect(valueOf(modal, '封面')).toBe('/uploads/images/poster.jpg');
    fireEvent.click(within(modal).getByRole('checkbox', { name: '自动播放' }));
    await confirm(modal);

    const out = html();
    expect(out).toContain('<div data-w-e-type="video" data-w-e-is-void>');
    expect(out).toContain(
      '<video poster="/uploads/images/poster.jpg" controls="true" width="2000" height="360" autoplay="autoplay" muted="muted" playsinline="playsinline"><source src="https://cdn.example.com/intro.mp4" type="video/mp4"/></video>',
    );
  });

  it('embeds a known video site as an iframe player', async () => {
    const { api, html } = await renderEditor();
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('video');
    });
    const modal = await dialog('插入视频');
    type(modal, '地址', 'https://www.bilibili.com/video/BV1xx411c7mD');
    await confirm(modal);
    expect(html()).toContain('<iframe src="https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&amp;autoplay=0" width="500" height="400"');
  });

  it('edits the selected video', async () => {
    const { api, html } = await renderEditor({
      html: '<p>a</p><div data-w-e-type="video" data-w-e-is-void><video controls="true" width="320" height="240"><source src="https://cdn.example.com/a.mp4" type="video/mp4"/></video></div><p>b</p>',
    });
    await act(async () => {
      SlateTransforms.select(api.editor, { path: [1, 0], offset: 0 });
      api.openDialog('video');
    });
    const modal = await dialog('视频属性');
    expect(valueOf(modal, '地址')).toBe('https://cdn.example.com/a.mp4');
    expect(valueOf(modal, '宽度')).toBe('320');
    type(modal, '宽度', '640');
    type(modal, '高度', '480');
    await confirm(modal);
    const out = html();
    expect(out).toContain('<video controls="true" width="640" height="480"><source src="https://cdn.example.com/a.mp4" type="video/mp4"/></video>');
    expect(out.match(/<video/g)).toHaveLength(1);
  });
});

describe('image dialogs', () => {
  it('inserts an image from the gallery (file type 1) with title, alignment and a linked size', async () => {
    const gallery = new FakeDialogs();
    gallery.answer = [imageRow({ url: '/uploads/images/team.jpg', name: 'team.jpg', width: 800, height: 600 })];
    const { kernel, api, html } = await renderEditor({ dialogs: gallery });
    const before = html();
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('image');
    });
    const modal = await dialog('插入图片');
    // Empty address: refused.
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidUrl]);

    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: /从图库选择/ }));
    });
    expect(gallery.calls).toEqual([{ id: GALLERY_PICKER_DIALOG, props: { limit: 1, fileType: 1 } }]);
    expect(valueOf(modal, '地址')).toBe('/uploads/images/team.jpg');
    expect(valueOf(modal, '标题')).toBe('team');
    expect(valueOf(modal, '宽度')).toBe('800');
    expect(valueOf(modal, '高度')).toBe('600');

    // Linked: the other dimension follows the image's ratio.
    type(modal, '宽度', '400');
    expect(valueOf(modal, '高度')).toBe('300');
    type(modal, '宽度', 'x');
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidUrl, EDITOR_MSG.invalidWidth]);
    expect(html()).toBe(before);

    type(modal, '宽度', '400');
    type(modal, '标题', '我们的团队');
    fireEvent.click(within(modal).getByRole('radio', { name: '左浮动' }));
    await confirm(modal);
    expect(html()).toBe('<p>hello world<img src="/uploads/images/team.jpg" alt="我们的团队" title="我们的团队" data-href="" style="width: 400px;height: 300px;float: left;"/></p>');
  });

  it('image properties: 450 × 250, refuses bad sizes, applies title, alignment and size to the selected image', async () => {
    const { kernel, api, html } = await renderEditor({ html: '<p>x<img src="/uploads/a.png" alt="a" style="width: 200px;height: 100px;"/>y</p>' });
    const before = html();
    await act(async () => {
      SlateTransforms.select(api.editor, { path: [0, 1, 0], offset: 0 });
    });
    await settle();
    // The image hover bar / toolbar menu; enabled on an image only.
    await act(async () => {
      api.openDialog('imageProps');
    });
    const modal = await dialog('图片属性');
    expect(modal.style.width).toBe('450px');
    expect((modal.querySelector('.ant-modal-body') as HTMLElement).style.height).toBe('250px');
    expect(valueOf(modal, '地址')).toBe('/uploads/a.png');
    expect(valueOf(modal, '标题')).toBe('a');
    expect(valueOf(modal, '宽度')).toBe('200');
    expect(valueOf(modal, '高度')).toBe('100');
    expect(within(modal).getByRole('radio', { name: '默认' })).toHaveProperty('checked', true);
    expect(within(modal).getByRole('textbox', { name: '标题' }).tagName).toBe('TEXTAREA');

    type(modal, '高度', '12345');
    await confirm(modal);
    type(modal, '高度', ' 1 ');
    type(modal, '宽度', '0x');
    await confirm(modal);
    expect(errors(kernel)).toEqual([EDITOR_MSG.invalidHeight, EDITOR_MSG.invalidWidth]);
    expect(html()).toBe(before);

    // Unlink, then empty height means automatic.
    fireEvent.click(within(modal).getByRole('button', { name: '锁定宽高比' }));
    type(modal, '宽度', '300');
    type(modal, '高度', '');
    expect(valueOf(modal, '宽度')).toBe('300');
    type(modal, '标题', '产品图');
    fireEvent.click(within(modal).getByRole('radio', { name: '右浮动' }));
    await confirm(modal);
    expect(html()).toBe('<p>x<img src="/uploads/a.png" alt="产品图" title="产品图" data-href="" style="width: 300px;float: right;"/>y</p>');
  });

  it('the link toggle keeps the ratio of the image as shown when its natural size is unknown', async () => {
    const { api } = await renderEditor({ html: '<p><img src="/uploads/a.png" alt="" style="width: 400px;height: 200px;"/></p>' });
    await act(async () => {
      SlateTransforms.select(api.editor, { path: [0, 1, 0], offset: 0 });
      api.openDialog('image');
    });
    const modal = await dialog('图片属性');
    type(modal, '高度', '100');
    expect(valueOf(modal, '宽度')).toBe('200');
    // 2000 cap on the recomputed side too.
    type(modal, '高度', '1500');
    expect(valueOf(modal, '宽度')).toBe('2000');
  });

  it('the image-properties menu sits in the image hover bar and is disabled off an image', async () => {
    const { api } = await renderEditor({ html: '<p>x<img src="/uploads/a.png" alt=""/></p>' });
    await act(async () => api.editor.focus(true));
    const selection = api.editor.selection;
    await act(async () => api.openDialog('imageProps'));
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(api.editor.selection).toEqual(selection);
    expect(api.editor.getConfig().hoverbarKeys?.image.menuKeys).toEqual(['uiImageProps', 'deleteImage']);
  });
});

describe('gallery and alerts', () => {
  it('says so when the gallery picker is unavailable (no resources plugin)', async () => {
    const { kernel, api } = await renderEditor();
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('file');
    });
    const modal = await dialog('插入文件');
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: /上\s*传/ }));
    });
    await waitFor(() => expect(errors(kernel)).toEqual(['图库暂不可用，请稍后重试']));
  });

  it("wangEditor's own alerts go to the notifier (antd message), never window.alert", async () => {
    const { kernel, api } = await renderEditor();
    api.editor.alert('注意', 'warning');
    api.editor.alert('好了', 'success');
    expect(kernel.notifier.toasts).toEqual([
      { level: 'warning', message: '注意' },
      { level: 'success', message: '好了' },
    ]);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('the toolbar carries the four dialog menus instead of the built-in ones', async () => {
    await renderEditor();
    const keys = Array.from(document.querySelectorAll('.w-e-bar-item button')).map((b) => b.getAttribute('data-menu-key'));
    expect(keys).toEqual(expect.arrayContaining(['uiLink', 'uiImage', 'uiVideo', 'uiInsertFile', 'headerSelect', 'bold', 'italic', 'underline', 'through', 'color', 'bulletedList', 'numberedList', 'blockquote', 'insertTable', 'codeBlock', 'undo', 'redo', 'divider', 'fullScreen']));
    for (const builtIn of ['insertLink', 'insertImage', 'uploadImage', 'insertVideo', 'uploadVideo']) expect(keys).not.toContain(builtIn);
    expect(screen.getByRole('textbox', { name: '正文' }).hasAttribute('data-slate-editor')).toBe(true);
    expect(document.querySelector('button[data-menu-key="uiInsertFile"]')?.getAttribute('data-tooltip')).toBe('插入文件');
  });
});

describe('i18n', () => {
  it('menus, dialogs and alerts follow the console language (en-US)', async () => {
    const { kernel, api } = await renderEditor({ before: (k) => k.get(TOKENS.i18n).setLocale('en-US') });
    expect(document.querySelector('button[data-menu-key="uiLink"]')?.getAttribute('data-tooltip')).toBe('Link');
    await act(async () => {
      api.editor.focus(true);
      api.openDialog('link');
    });
    const modal = await dialog('Insert link');
    within(modal).getByLabelText('URL');
    within(modal).getByRole('checkbox', { name: 'Open in a new window' });
    await confirm(modal);
    expect(errors(kernel)).toEqual(['Please enter a valid address']);
  });
});

beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

