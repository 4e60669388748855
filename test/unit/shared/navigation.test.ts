// §2 menu highlighting and the pages without a breadcrumb.
import { activeMenuPath, isBreadcrumbHidden, isPublicPath, joinPath, normalisePath } from '../../../shared/domain';

describe('activeMenuPath', () => {
  it.each([
    ['1', '/zhContent/news'],
    ['2', '/zhContent/help'],
    ['3', '/zhContent/case'],
    ['4', '/zhContent/download'],
    ['5', '/zhContent/album'],
    ['11', '/zhContent/video'],
  ])('content add with type %s highlights %s', (type, list) => {
    expect(activeMenuPath('/zhContent/add', `?type=${type}`)).toBe(list);
    expect(activeMenuPath('/zhContent/add', `?id=9&type=${type}`)).toBe(list);
  });

  it('content add without a known type highlights the news list', () => {
    expect(activeMenuPath('/zhContent/add', '')).toBe('/zhContent/news');
    expect(activeMenuPath('/zhContent/add', '?type=99')).toBe('/zhContent/news');
  });

  it.each(['capture', 'historyList', 'historyEdit', 'addlist'])('content %s keeps the list of its type highlighted', (page) => {
    expect(activeMenuPath(`/zhContent/${page}`, '?type=3')).toBe('/zhContent/case');
    expect(activeMenuPath(`/zhContent/${page}`, '?id=7&type=11')).toBe('/zhContent/video');
  });

  it('short-video add highlights the short-video list', () => {
    expect(activeMenuPath('/zhSmallVideo/samll_video_add', '')).toBe('/zhSmallVideo/samll_video_list');
  });

  it('product add highlights the product list', () => {
    expect(activeMenuPath('/zhProduct/add', '?id=3')).toBe('/zhProduct/list');
  });

  it.each(['capture', 'historyList', 'historyEdit'])('product %s highlights the product list too', (page) => {
    expect(activeMenuPath(`/zhProduct/${page}`, '?id=3&rid=5')).toBe('/zhProduct/list');
  });

  it('other pages highlight themselves', () => {
    expect(activeMenuPath('/zhContent/news', '?type=3')).toBe('/zhContent/news');
    expect(activeMenuPath('/zhProduct/list/', '')).toBe('/zhProduct/list');
  });
});

describe('isBreadcrumbHidden', () => {
  it.each([
    '/zhProduct/add', '/zhProduct/capture', '/zhProduct/historyList', '/zhProduct/historyEdit',
    '/zhContent/add', '/zhContent/capture', '/zhContent/historyList', '/zhContent/historyEdit', '/zhContent/addlist', '/zhContent/recruitlist',
    '/keywords/associateContent',
    '/zhSmallVideo/samll_video_add', '/zhSmallVideo/samll_video_edit',
    '/zhSetting/zhDecoration',
    '/zhSetting/addNavbar',
    '/zhContentAlbum/add',
    '/zhHome/selectTemplate', '/zhHome/template',
    '/zhEnquiry/messageManagement4',
    '/marketInteract/addManagement',
  ])('hides it on %s', (path) => {
    expect(isBreadcrumbHidden(path)).toBe(true);
  });

  it('ignores the query and a trailing slash', () => {
    expect(isBreadcrumbHidden('/zhProduct/add?id=3')).toBe(true);
    expect(isBreadcrumbHidden('/zhProduct/add/')).toBe(true);
  });

  it.each(['/zhHome/index', '/enHome/index', '/ydylHome/index', '/xcxHome/index', '/shopHome/index'])('hides it on the home page %s', (path) => {
    expect(isBreadcrumbHidden(path)).toBe(true);
  });

  it.each(['zhHome', 'enHome', 'ydylHome', 'xcxHome', 'shopHome'])('hides it on a route named %s', (name) => {
    expect(isBreadcrumbHidden('/somewhere/else', name)).toBe(true);
  });

  it.each(['/zhContent/news', '/zhProduct/list', '/zhSetting/navbar', '/zhSmallVideo/samll_video_list', '/seoSetting/optimize', '/zhHome/finish'])('shows it on %s', (path) => {
    expect(isBreadcrumbHidden(path, 'someRoute')).toBe(false);
  });
});

describe('path helpers', () => {
  it('public paths (route behaviour 1)', () => {
    for (const p of ['/login/checklogin', '/404', '/createZh', '/createZh/', '/login/checklogin?token=x']) expect(isPublicPath(p)).toBe(true);
    for (const p of ['/zhHome/index', '/', '/403x']) expect(isPublicPath(p)).toBe(false);
  });

  it('normalisePath and joinPath', () => {
    expect(normalisePath('/a/b/?x=1#y')).toBe('/a/b');
    expect(normalisePath('')).toBe('/');
    expect(joinPath('/zhHome', 'index')).toBe('/zhHome/index');
    expect(joinPath('/zhHome/', '/abs')).toBe('/abs');
  });
});
