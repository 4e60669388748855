// Rules of 网站备份 (issue 14), shared by the console and the server.
export {};
