// §4 translate-and-clone and §6 visibility, and the §4 site-mode rule (shared/domain/sites).
import { MSG, TRANSLATION_CHAR_THRESHOLD } from '../../../shared/domain';
import { checkCloneChoice, cloneAfterCount, cloneAfterStep, cloneVisible, siteMode } from '../../../shared/domain/sites';

const paidZh = { isDcl: false, isNewXys: true, all_type: 'xys', language: 'zh-cn', product_record_id: 12 };

describe('cloneVisible (§6)', () => {
  it('shows for a paid new responsive Chinese site to an operation login', () => {
    expect(cloneVisible(paidZh, 'operation')).toBe(true);
    expect(cloneVisible({ ...paidZh, language: 'ZH-CN' }, 'operation')).toBe(true);
  });
  it.each([
    ['a dcl site', { isDcl: true }, 'operation'],
    ['an old site', { isNewXys: false }, 'operation'],
    ['a marketing site', { all_type: 'yxx' }, 'operation'],
    ['a foreign language', { language: 'en-us' }, 'operation'],
    ['a free site', { product_record_id: -1 }, 'operation'],
    ['no record', { product_record_id: 0 }, 'operation'],
    ['a customer login', {}, 'customer'],
  ])('hides for %s', (_what, change, biz) => {
    expect(cloneVisible({ ...paidZh, ...change }, biz)).toBe(false);
  });
});

describe('the clone dialog’s steps (§4)', () => {
  it('step 1 needs a kind of content', () => {
    expect(checkCloneChoice([])).toBe(MSG.chooseTranslateContent);
    expect(checkCloneChoice(['other'])).toBe(MSG.chooseTranslateContent);
    expect(checkCloneChoice(['admin'])).toBeNull();
    expect(checkCloneChoice(['visual', 'admin'])).toBeNull();
  });
  it('over the threshold: no foreign address starts at once, an address warns (step 2)', () => {
    expect(cloneAfterCount({ url: '', wordNum: TRANSLATION_CHAR_THRESHOLD + 1 })).toEqual({ kind: 'start' });
    expect(cloneAfterCount({ url: 'https://en.example.com', wordNum: TRANSLATION_CHAR_THRESHOLD + 1 })).toEqual({ kind: 'step', step: 2 });
  });
  it('at or under it: no address starts at once, an address gets the overwrite warning (step 3)', () => {
    expect(cloneAfterCount({ url: '  ', wordNum: 350000 })).toEqual({ kind: 'start' });
    expect(cloneAfterCount({ url: 'https://en.example.com', wordNum: TRANSLATION_CHAR_THRESHOLD })).toEqual({ kind: 'step', step: 3 });
  });
  it('step 2 leads to step 3, step 3 starts', () => {
    expect(cloneAfterStep(2)).toEqual({ kind: 'step', step: 3 });
    expect(cloneAfterStep(3)).toEqual({ kind: 'start' });
  });
});

describe('siteMode (§4 road type)', () => {
  it('road type 1 is PC-and-mobile whatever the language; road type 0 is zh by zh-cn, else foreign', () => {
    expect(siteMode({ road_type: 1, lang: 'en-us' })).toBe('pcMobile');
    expect(siteMode({ road_type: 0, lang: 'zh-CN' })).toBe('zh');
    expect(siteMode({ road_type: 0, lang: 'zh-tw' })).toBe('foreign');
    expect(siteMode({ road_type: 0, lang: 'en-us' })).toBe('foreign');
  });
});
