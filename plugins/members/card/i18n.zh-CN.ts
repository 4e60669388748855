// The 营销中心 card's strings (zh-CN), under members.card.*.
const zhCN = {
  title: '营销中心',
  intro: '会员、信息搜索和商机雷达，帮助网站留住访客、回应查询、发现潜在客户。',
  enter: '进入',
  retry: '重试',
  loadFailed: '营销中心数据加载失败：{message}',
  empty: '当前账号没有营销互动功能的权限，请联系管理员开通。',
  status: { on: '在用', off: '未开启', unavailable: '未开通' },
  features: {
    member: { name: '会员管理', desc: '管理网站会员、会员等级和会员中心的注册登录规则。', figure: '今日新增会员' },
    information: { name: '信息搜索', desc: '让访客在网站上查询证书、物流等信息，数据可从 Excel 导入。', figure: '今日查询次数' },
    radar: { name: '商机雷达', desc: '记录访客的来源与浏览轨迹，按意向高低发现新商机。', figure: '今日新商机' },
  },
};

export default zhCN;
