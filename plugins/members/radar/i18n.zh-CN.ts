// The radar area's strings (zh-CN), under members.radar.*.
const zhCN = {};

export default zhCN;
