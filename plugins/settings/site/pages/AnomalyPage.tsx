// 网站信息、域名、异常页面、头条验证、清除缓存 — being built (issue 14); replaced by the area's page.
export default function Page() {
  return null;
}
