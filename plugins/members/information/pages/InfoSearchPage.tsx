// 信息搜索 — being built (issue 13); replaced by the area's page.
export default function Page() {
  return null;
}
