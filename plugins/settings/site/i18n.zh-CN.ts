// The site area's strings (zh-CN), under settings.site.*.
const zhCN = {};

export default zhCN;
