// 网站装修 strings (en-US).
const decoration = {};

export default decoration;
