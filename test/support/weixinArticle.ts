// A home-made WeChat public-account article page, shaped as WeChat serves one (issue 16 §4 tests):
// the title in #activity-name, the account in #js_name, the publish time as `var ct = "…"` in a
// script, the body #js_content hidden by style="visibility: hidden;", pictures that load lazily from
// data-src, a video iframe, a voice message and a script. And WeChat's page of a deleted article.
// Used by the parser's unit test, the server test and the browser test (served for mp.weixin.qq.com).

export interface WeixinFixtureOptions {
  title?: string;
  account?: string;
  /** Seconds since the epoch, as WeChat writes ct. */
  ct?: number;
  /** Picture addresses (data-src), in order. */
  pictures?: readonly string[];
  /** Extra paragraphs (to make a long article). */
  padding?: number;
  /** Bytes of inline script in the head, as WeChat's pages carry (most of a real page's size). */
  scriptBytes?: number;
}

export const FIXTURE_CT = 1_767_225_600; // 2026-01-01 08:00 Beijing time
export const FIXTURE_TITLE = '春季新品发布：智能温控系统全面升级';
export const FIXTURE_ACCOUNT = '示范科技公众号';
export const FIXTURE_VIDEO = 'https://v.qq.com/txp/iframe/player.html?vid=w0001demo';

export function weixinArticlePage(options: WeixinFixtureOptions = {}): string {
  const title = options.title ?? FIXTURE_TITLE;
  const account = options.account ?? FIXTURE_ACCOUNT;
  const pictures = options.pictures ?? [];
  const figures = pictures.map((src, i) => `<p style="text-align:center;"><img class="rich_pages wxw-img" data-ratio="0.75" data-s="300,640" data-src="${src}" data-type="png" data-w="1080" style="width:100%;" alt="配图${i + 1}"></p>`).join('\n');
  const padding = Array.from({ length: options.padding ?? 0 }, (_, i) => `<p><span style="font-size:15px;">第${i + 1}段：温控系统在不同季节的运行数据与维护建议，帮助用户更好地使用设备。</span></p>`).join('\n');
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8">
<meta property="og:title" content="${title}（og）">
<meta name="author" content="${account}（meta）">
<title></title>
<script>var biz = "MzA5MDAwMDAwMA==";</script>
<script>var __wx_bundle = "${'x'.repeat(options.scriptBytes ?? 0)}";</script>
</head>
<body id="activity-detail" class="zh_CN">
<div class="rich_media_inner">
  <h1 class="rich_media_title" id="activity-name">
    ${title}
  </h1>
  <div id="meta_content" class="rich_media_meta_list">
    <span class="rich_media_meta rich_media_meta_nickname" id="profileBt"><a href="javascript:void(0);" id="js_name">
      ${account}
    </a></span>
    <em id="publish_time" class="rich_media_meta rich_media_meta_text"></em>
  </div>
  <div class="rich_media_content js_underline_content" id="js_content" style="visibility: hidden;">
    <section><p>今天，我们正式发布新一代智能温控系统。<strong>节能三成</strong>，安装更简单。</p></section>
    ${figures}
    <p>系统支持手机远程控制，也可以接入楼宇管理平台。</p>
    <iframe class="video_iframe rich_pages" data-vidtype="2" data-src="${FIXTURE_VIDEO}" allowfullscreen frameborder="0"></iframe>
    <mpvoice voice_encode_fileid="MzA5MDAwMDAwMF8x" name="产品经理的语音介绍"></mpvoice>
    <script>document.title = "stolen";</script>
    <p onclick="alert(1)">欢迎联系我们的销售顾问预约上门演示。</p>
    ${padding}
  </div>
</div>
<script>
  var ct = "${options.ct ?? FIXTURE_CT}";
  var nickname = htmlDecode("${account}");
</script>
</body></html>`;
}

/** What WeChat serves for an article its author deleted: no #js_content, a notice. */
export function weixinDeletedPage(): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title></title></head><body>
<div class="weui-msg"><div class="weui-msg__text-area"><h2 class="weui-msg__title">该内容已被发布者删除</h2></div></div>
</body></html>`;
}
