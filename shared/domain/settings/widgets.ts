// Rules of 访客挂件（分享、客服、底部浮动信息、浮动视频） (issue 14), shared by the console and the server.
export {};
