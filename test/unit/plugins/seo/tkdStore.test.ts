// The SEO variables and 全站TKD store through the container: the preview is the shared render rule
// on the chosen real record, an unknown variable is named as typed and nothing is sent, and a bad
// variable name is refused before the server is asked.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import seo from '../../../../plugins/seo';
import { TKD_STORE } from '../../../../plugins/seo/tokens';
import { DEFAULT_TKD, type TkdState } from '../../../../shared/domain';

async function store() {
  const kernel = createTestKernel();
  await kernel.install([seo]);
  return { kernel, store: kernel.get(TKD_STORE) };
}

const blank = { categoryName: '', articleTitle: '', productName: '', keywords: '' };
const state: TkdState = {
  templates: DEFAULT_TKD,
  params: { separator: '_', keywords: '建站', variables: [{ name: '服务热线', value: '400-800-1234' }] },
  siteName: '示范企业官网',
  samples: {
    home: [{ kind: 'home', id: 0, label: '示范企业官网', ...blank }],
    articleList: [],
    articleDetail: [
      { kind: 'articleDetail', id: 7, label: '新品发布', ...blank, categoryName: '公司新闻', articleTitle: '新品发布', keywords: '' },
      { kind: 'articleDetail', id: 8, label: '行业动态', ...blank, categoryName: '行业新闻', articleTitle: '行业动态', keywords: '智能制造' },
    ],
    productList: [], productDetail: [], tag: [], page: [],
  },
};

it('previews the template on the chosen record with the shared rule, as typed', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/SysConfig/seoTkd', state);
  await s.loadTkd();
  s.setKind('articleDetail');
  expect(s.preview).toEqual({ title: '新品发布_示范企业官网', keywords: '建站', description: '新品发布' });
  s.chooseSample('articleDetail', 8);
  s.setTemplate('articleDetail', 'description', '{文章标题}，咨询{服务热线}');
  expect(s.preview).toEqual({ title: '行业动态_示范企业官网', keywords: '智能制造', description: '行业动态，咨询400-800-1234' });
  expect(s.tkdDirty).toBe(true);
  s.setTemplate('articleDetail', 'title', '{文章标题}'.repeat(8));
  expect(s.hints).toEqual(['标题约 32 字，超过 30 字的部分在搜索结果中可能被截断']);
});

it('names an unknown variable as typed and sends nothing', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/SysConfig/seoTkd', state);
  await s.loadTkd();
  s.setKind('tag');
  s.setTemplate('tag', 'keywords', '{栏目名称},{公司地址}');
  expect(s.problems).toEqual({ keywords: '未知变量：公司地址' });
  s.setKind('home');
  expect(s.problems).toEqual({});
  expect(s.anyProblem).toBe('未知变量：公司地址');
  const sent = kernel.transport.requests.length;
  expect(await s.saveTkd()).toBe(false);
  expect(kernel.transport.requests).toHaveLength(sent);
});

it('refuses a variable named like a system one before asking the server, then saves a good list', async () => {
  const { kernel, store: s } = await store();
  kernel.transport.reply('GET', 'admin/SysConfig/seoParams', { separator: '-', keywords: '', variables: [] });
  kernel.transport.on('POST', 'admin/SysConfig/seoParams', (req) => ({ data: { code: 200, message: '', data: req.data } }));
  await s.loadParams();
  s.addVariable();
  s.setVariable(0, { name: '页码', value: 'x' });
  expect(s.paramsProblem).toBe('变量名称“页码”与系统变量重名');
  expect(await s.saveParams()).toBe(false);
  expect(kernel.transport.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  s.setVariable(0, { name: ' 服务热线 ', value: '400' });
  expect(await s.saveParams()).toBe(true);
  expect(kernel.transport.last('admin/SysConfig/seoParams')?.data).toEqual({ separator: '-', keywords: '', variables: [{ name: '服务热线', value: '400' }] });
  expect(s.paramsDirty).toBe(false);
});
