// Rules of 导航设置 (issue 14), shared by the console and the server.
export {};
