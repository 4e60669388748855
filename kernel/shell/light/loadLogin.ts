// The login page's chunk, with the one loader both the router and the start use: once loaded
// ahead (startConsole, while the strings load), the router renders it without suspending.
export const loadLogin = () => import(/* webpackChunkName: "page-login" */ './LoginPage');
