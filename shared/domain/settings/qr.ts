// Rules of 网站二维码 (issue 14), shared by the console and the server.
export {};
