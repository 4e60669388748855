// The access area's strings (zh-CN), under ai.access.*.
const access = {
  loading: '正在检查AI服务…',
  loadFailed: 'AI服务状态加载失败',
  retry: '重试',
  quotaLine: '本月AI额度：剩余 {remaining} / 共 {total} tokens · 已用 {used} · {date} 重置',
};

export default access;
