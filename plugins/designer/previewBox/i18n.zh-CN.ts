// /previewBox strings (zh-CN).
const previewBox = {};

export default previewBox;
