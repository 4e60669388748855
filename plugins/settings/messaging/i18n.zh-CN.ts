// The messaging area's strings (zh-CN), under settings.messaging.*.
const zhCN = {};

export default zhCN;
