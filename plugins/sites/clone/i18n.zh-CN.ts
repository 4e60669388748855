// The clone area's strings (zh-CN), under sites.clone.*.
import { MSG } from '../../../shared/domain/messages';

const clone = {
  title: '翻译克隆',
  what: '将中文站的后台数据和可视化界面一次性翻译成英文，克隆到绑定的外文站；尚未绑定时，使用未使用的外文站权益新建外文站并绑定。',
  target: '目标外文站：{name}',
  targetAddress: '访问地址：{url}',
  noTarget: '尚未绑定外文站，克隆时将新建一个外文站',
  start: '翻译克隆',
  disabled: '本站点已进行过翻译克隆（或正在克隆中），不能再次克隆',
  loadFailed: '翻译克隆状态加载失败：{message}',
  retry: '重试',
  step1: '选择要翻译的内容',
  admin: '后台数据',
  adminHint: '全部文章及其分类、产品及产品分类、相册、招聘和表单',
  visual: '可视化界面',
  visualHint: '站点名称与模板',
  ok: '确定',
  cancel: '取消',
  step2Title: '翻译字数较多',
  step2: '本次需要翻译 {count} 个字符，超过 500000 字符，翻译耗时较长。确定要继续吗？',
  force: '强制翻译',
  step3Title: '覆盖提示',
  step3: '翻译克隆将覆盖外文站“{name}”（{url}）中的已有内容，且只能进行一次。确定开始吗？',
  step3Copies: '该外文站已有从本站同步的内容，将被覆盖。',
  confirmStart: '确定克隆',
  cloning: MSG.cloning,
  buy: '去购买',
};

export default clone;
