// Model output is untrusted: markdownToHtml keeps markdown's structure, shows raw HTML as text and
// drops links and pictures to anything but http(s), mailto, anchors and site-relative paths.
import { markdownToHtml } from '../../../shared/domain/ai/markdown';

describe('markdownToHtml', () => {
  it('renders headings, lists, emphasis and safe links', () => {
    const html = markdownToHtml('## 标题\n\n- **要点**一\n- 要点二\n\n[官网](https://www.example.com) [联系](mailto:a@example.com) [关于](/about.html)');
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<li><strong>要点</strong>一</li>');
    expect(html).toContain('<a href="https://www.example.com">官网</a>');
    expect(html).toContain('<a href="mailto:a@example.com">联系</a>');
    expect(html).toContain('<a href="/about.html">关于</a>');
  });

  it('shows raw HTML as text and keeps no script, handler or unsafe address', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[点我](javascript:alert(1)) [协议相对](//evil.example/x) ![图](data:image/png;base64,AAAA) [vb](vbscript:msgbox)');
    expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=|href="javascript:|href="\/\/|src="data:|href="vbscript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
