// Rules of 网站信息、域名、异常页面、头条验证、清除缓存 (issue 14), shared by the console and the server.
export * from './siteInfo';
export * from './siteDomains';
export * from './sitePages';
export * from './siteApi';
