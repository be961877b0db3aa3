/**
 * Known cross-site scripting vectors, for every place user text is shown. Each one that ran would call
 * `window.__xss(n)`: a test defines that function, shows the vectors, and checks it was never called
 * (and that no dialog opened and no element gained a handler or a javascript: address). Exported for
 * any test of a new place user text appears (the Word import's posts, for one).
 */
export const XSS_VECTORS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror="__xss(2)">',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '"><script>__xss(5)</script>',
  "'><img src=x onerror=__xss(6)>",
  '<iframe srcdoc="<script>parent.__xss(7)</script>"></iframe>',
  '<a href="javascript:__xss(8)">link 8</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(9)>',
  '<details open ontoggle=__xss(10)>x</details>',
  '<body onload=__xss(11)>',
  '<input autofocus onfocus=__xss(12)>',
  '<video><source onerror=__xss(13)></video>',
  '<style>@import "javascript:__xss(14)";</style>',
  '[link 15](javascript:__xss(15))',
  '![img 16](x" onerror="__xss(16))',
  '<object data="javascript:__xss(17)"></object>',
  '<embed src="data:text/html,<script>parent.__xss(18)</script>">',
  '<form><button formaction=javascript:__xss(19)>x</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(20)>">',
  '<a href="&#106;avascript:__xss(21)">link 21</a>',
  '<a href=" javascript:__xss(22)">link 22</a>',
  '<div style="background:url(javascript:__xss(23))">x</div>',
  '{{constructor.constructor("__xss(24)")()}}',
  '<img src=x:x onerror=&#x5f;_xss(25)>',
  '</script><script>__xss(26)</script>',
  '</textarea><script>__xss(27)</script>',
  '<template><img src=x onerror=__xss(28)></template>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(29)">',
  '<base href="javascript:__xss(30)//">',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMzEpPC9zY3JpcHQ+">link 31</a>',
  '<img src="x` `<script>__xss(32)</script>"` `>',
  '<scr<script>ipt>__xss(33)</scr</script>ipt>',
  '<<SCRIPT>__xss(34);//<</SCRIPT>',
  '<IMG """><SCRIPT>__xss(35)</SCRIPT>">',
  '\u003cimg src=x onerror=__xss(36)\u003e',
];

/** An address that would run script if a page made it a link's target. */
export const XSS_URL = 'javascript:__xss(100)';
