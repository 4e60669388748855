// The TDK render rule: one function for the console's preview, the server and the site score.
import {
  checkTemplates,
  effectiveTkd,
  lengthHints,
  lengthState,
  renderTemplate,
  seoLength,
  templateVariables,
} from '../../../../shared/domain/seo/render';
import {
  checkCustomVariables,
  checkTkdTemplates,
  DEFAULT_TKD,
  extractDescription,
  extractKeywords,
  variableValues,
} from '../../../../shared/domain/seo/tkd';

const params = { separator: '-', keywords: '建站,模板', variables: [{ name: '电话', value: '400-800-1234' }] };
const sample = { categoryName: '公司新闻', articleTitle: '新品发布会圆满结束', productName: '', keywords: '' };

describe('renderTemplate', () => {
  it('fills built-in and custom variables with the record and the site', () => {
    const values = variableValues('演示企业', params, sample);
    expect(renderTemplate('{文章标题}{分隔符}{站点名称}', values)).toBe('新品发布会圆满结束-演示企业');
    expect(renderTemplate('咨询 {电话}', values)).toBe('咨询 400-800-1234');
    expect(renderTemplate('{关键词}', values)).toBe('建站,模板');
  });

  it('shows 第N页 only past the first page', () => {
    expect(renderTemplate('{栏目名称}{页码}{分隔符}{站点名称}', variableValues('演示企业', params, sample, 1))).toBe('公司新闻-演示企业');
    expect(renderTemplate('{栏目名称}{页码}{分隔符}{站点名称}', variableValues('演示企业', params, sample, 3))).toBe('公司新闻第3页-演示企业');
  });

  it('leaves no separator behind an empty variable', () => {
    const values = variableValues('演示企业', params, { ...sample, categoryName: '' });
    expect(renderTemplate('{栏目名称}{分隔符}{站点名称}', values)).toBe('演示企业');
    expect(renderTemplate('{站点名称}{分隔符}{产品名称}{分隔符}{栏目名称}', values)).toBe('演示企业');
    expect(renderTemplate('{文章标题} {分隔符} {产品名称} {分隔符} {站点名称}', values)).toBe('新品发布会圆满结束 - 演示企业');
  });

  it('keeps an unknown variable as written and names it in the check', () => {
    const values = variableValues('演示企业', params, sample);
    expect(renderTemplate('{公司地址}{分隔符}{站点名称}', values)).toBe('{公司地址}-演示企业');
    expect(templateVariables('{a}{b}{a} {} {')).toEqual(['a', 'b']);
    expect(checkTemplates(['{站点名称}', '{公司地址}'], ['站点名称'])).toBe('未知变量：公司地址');
    expect(checkTkdTemplates({ ...DEFAULT_TKD, tag: { ...DEFAULT_TKD.tag, description: '{电话}{传真}' } }, params.variables)).toBe('未知变量：传真');
    expect(checkTkdTemplates(DEFAULT_TKD, [])).toBeNull();
  });

  it('renders script as text, never as markup (the template is text)', () => {
    expect(renderTemplate('<script>x</script>{站点名称}', { 站点名称: 'a' })).toBe('<script>x</script>a');
  });
});

describe('effectiveTkd', () => {
  it('takes the record’s own fields when filled, else the page kind’s template', () => {
    const values = variableValues('演示企业', params, sample);
    const own = { title: '自定义标题', keywords: '  ', description: '' };
    expect(effectiveTkd(own, DEFAULT_TKD.articleDetail, values)).toEqual({
      title: '自定义标题', keywords: '建站,模板', description: '新品发布会圆满结束',
    });
  });
});

describe('length hints', () => {
  it('counts a Latin character as half a 汉字 and warns past 30 / 80', () => {
    expect(seoLength('建站abcd')).toBe(4);
    expect(lengthState('title', '')).toBe('missing');
    expect(lengthState('title', '字'.repeat(30))).toBe('ok');
    expect(lengthState('title', '字'.repeat(31))).toBe('long');
    expect(lengthState('title', 'a'.repeat(60))).toBe('ok');
    expect(lengthHints({ title: '字'.repeat(31), keywords: '', description: '字'.repeat(81) })).toEqual([
      '标题约 31 字，超过 30 字的部分在搜索结果中可能被截断', '描述约 81 字，超过 80 字的部分在搜索结果中可能被截断',
    ]);
  });
});

describe('custom variables', () => {
  it('checks names: not empty, letters/digits/_, no built-in, unique', () => {
    expect(checkCustomVariables([{ name: '电话', value: '1' }])).toBeNull();
    expect(checkCustomVariables([{ name: ' ', value: '1' }])).toBe('变量名称不能为空');
    expect(checkCustomVariables([{ name: '电{话}', value: '1' }])).toBe('变量名称“电{话}”只能包含汉字、字母、数字和下划线');
    expect(checkCustomVariables([{ name: '站点名称', value: '1' }])).toBe('变量名称“站点名称”与系统变量重名');
    expect(checkCustomVariables([{ name: '电话', value: '1' }, { name: '电话', value: '2' }])).toBe('变量名称“电话”已存在');
  });
});

describe('extraction', () => {
  it('takes whole sentences up to 80 汉字 for the description', () => {
    const s1 = '我们专注企业建站十年。';
    const long = `${s1}${'服务'.repeat(40)}。`;
    expect(extractDescription(long)).toBe(s1);
    const one = `${'很长'.repeat(30)}，${'的句子'.repeat(20)}。`;
    const got = extractDescription(one);
    expect(seoLength(got)).toBeLessThanOrEqual(80);
    expect(got).toBe('很长'.repeat(30));
    expect(extractDescription('短文本。')).toBe('短文本。');
  });

  it('takes the library’s words found in the record, else the title’s terms', () => {
    expect(extractKeywords('企业建站方案', '提供网站建设与小程序', ['建站', '小程序', '无关词'])).toBe('建站,小程序');
    expect(extractKeywords('新品发布会 圆满结束', '', [])).toBe('新品发布会,圆满结束');
  });
});
