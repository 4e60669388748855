// 编辑会员等级 — being built (issue 13); replaced by the area's page.
export default function Page() {
  return null;
}
