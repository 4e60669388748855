// 会员中心设置 (the vipManagement page's third tab) — being built by the member-centre area (issue 13 §5).
export default function CentreSettingsTab() {
  return null;
}
