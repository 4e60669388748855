// 应用中心 — being built (issue 14); replaced by the plugin's page.
export default function Page() {
  return null;
}
