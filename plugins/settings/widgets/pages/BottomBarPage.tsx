// 访客挂件（分享、客服、底部浮动信息、浮动视频） — being built (issue 14); replaced by the area's page.
export default function Page() {
  return null;
}
