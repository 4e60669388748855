// 网站装修 strings (zh-CN).
const decoration = {};

export default decoration;
