// The navigation area's strings (zh-CN), under settings.navigation.*.
const zhCN = {};

export default zhCN;
