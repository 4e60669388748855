// Rules of 操作日志 (issue 14), shared by the console and the server.
export {};
