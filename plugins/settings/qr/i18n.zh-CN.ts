// The qr area's strings (zh-CN), under settings.qr.*.
const zhCN = {};

export default zhCN;
