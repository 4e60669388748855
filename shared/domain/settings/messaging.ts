// Rules of 邮件与短信设置 (issue 14), shared by the console and the server.
export {};
