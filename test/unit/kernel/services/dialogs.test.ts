// DialogService through the container: the registry of global dialogs and the open stack.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';

const load = async () => ({ default: () => null });

function setup() {
  const dialogs = createTestKernel().get(TOKENS.dialogs);
  dialogs.register({ id: 'galleryPicker', load });
  dialogs.register({ id: 'formDialog', load });
  return dialogs;
}

describe('DialogService', () => {
  it('show opens the dialog with its props and resolves with the close result', async () => {
    const dialogs = setup();
    const result = dialogs.show<{ files: string[] }>('galleryPicker', { limit: 1, fileType: 9 });
    expect(dialogs.open).toHaveLength(1);
    expect(dialogs.open[0]).toMatchObject({ id: 'galleryPicker', props: { limit: 1, fileType: 9 } });
    dialogs.close(dialogs.open[0].key, { files: ['a.png'] });
    await expect(result).resolves.toEqual({ files: ['a.png'] });
    expect(dialogs.open).toHaveLength(0);
  });

  it('a dismissed dialog resolves undefined', async () => {
    const dialogs = setup();
    const result = dialogs.show('formDialog');
    dialogs.close(dialogs.open[0].key);
    await expect(result).resolves.toBeUndefined();
  });

  it('stacked dialogs close independently', async () => {
    const dialogs = setup();
    const first = dialogs.show('formDialog', { mode: 'add' });
    const second = dialogs.show('galleryPicker');
    expect(dialogs.open.map((d) => d.id)).toEqual(['formDialog', 'galleryPicker']);
    const settled: string[] = [];
    void first.then(() => settled.push('first'));
    dialogs.close(dialogs.open[1].key, 'picked');
    await expect(second).resolves.toBe('picked');
    expect(settled).toEqual([]);
    expect(dialogs.open.map((d) => d.id)).toEqual(['formDialog']);
    dialogs.close(dialogs.open[0].key, 'saved');
    await expect(first).resolves.toBe('saved');
  });

  it('an unknown id rejects and opens nothing', async () => {
    const dialogs = setup();
    await expect(dialogs.show('nope')).rejects.toThrow('nope');
    expect(dialogs.open).toHaveLength(0);
  });

  it('a duplicate registration throws and keeps the first', () => {
    const dialogs = setup();
    const other = async () => ({ default: () => null });
    expect(() => dialogs.register({ id: 'galleryPicker', load: other })).toThrow('galleryPicker');
    expect(dialogs.contribution('galleryPicker')?.load).toBe(load);
  });
});
