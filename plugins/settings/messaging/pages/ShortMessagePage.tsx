// 邮件与短信设置 — being built (issue 14); replaced by the area's page.
export default function Page() {
  return null;
}
