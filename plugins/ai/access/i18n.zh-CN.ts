// The access area's strings (zh-CN), under ai.access.*.
const access = {};

export default access;
