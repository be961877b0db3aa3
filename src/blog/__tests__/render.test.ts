import { describe, expect, it } from 'vitest';
import { isHtmlBody, postText, renderPostBody, TABLE_WRAPPER } from '../render';

/** Every tag and attribute of sanitised output (sanitize-html escapes text, so each '<' opens a real tag). */
function tagsOf(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries(
      [...rest.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key.toLowerCase(), value ?? '']),
    ),
  }));
}

const SAFE_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'abbr',
  'cite',
  'q',
  'blockquote',
  'code',
  'pre',
  'kbd',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
]);
const SAFE_ATTRIBUTES = new Set([
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'start',
  'colspan',
  'rowspan',
  'scope',
  'class',
]);
const SAFE_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Fails with the offending tag when the output holds a tag, attribute or address outside the allowlist.
 * (A vector may survive as inert text, e.g. '&lt;IMG SRC=javascript:...&gt;': that is safe.)
 */
function expectSafe(html: string) {
  // The renderer's own box around each table (TABLE_WRAPPER), never one a post wrote.
  for (const tag of tagsOf(html.replaceAll(TABLE_WRAPPER, '<div>'))) {
    expect(SAFE_TAGS, `tag <${tag.name}> in ${html}`).toContain(tag.name);
    for (const [name, value] of Object.entries(tag.attributes)) {
      expect(SAFE_ATTRIBUTES, `attribute ${name} in ${html}`).toContain(name);
      // What a browser would make of the address: its scheme must be one of the allowed ones.
      if (name === 'href' || name === 'src')
        expect(SAFE_PROTOCOLS, `${name} in ${html}`).toContain(new URL(decode(value), 'https://site.example/').protocol);
      if (name === 'class') expect(value).toMatch(/^language-[\w-]+$/);
    }
  }
}

/**
 * Known XSS vectors, mostly from the OWASP XSS Filter Evasion Cheat Sheet, plus markdown-specific ones.
 * Each goes through both rendering paths: as part of an HTML body and as part of a markdown body.
 */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  `<svg/onload=alert('XSS')>`,
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>x</td></tr></TABLE>`,
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH" type="image/svg+xml">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">Go</button><input name="x"></form>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="&#106;avascript:alert(1)">entity scheme</a>',
  '<a href="java&#0000009script:alert(1)">tab scheme</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  `<base href="javascript:alert('XSS');//">`,
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://example.com" style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</a>',
  '<span id="__proto__" name="getElementById">clobbering</span>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![img](javascript:alert(1))',
  '![img](data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+)',
  '[ref link][evil]\n\n[evil]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '[a](<javascript:alert(1)>)',
  '```html\n<script>alert(1)</script>\n```',
];

describe.each([
  ['HTML', (vector: string) => `<p>Introduction</p>${vector}`],
  ['markdown', (vector: string) => `Introduction\n\n${vector}`],
])('the %s path', (_path, body) => {
  it.each(XSS_VECTORS)('neutralises %s', (vector) => {
    expectSafe(renderPostBody(body(vector)));
  });
});

describe('which renderer a body gets', () => {
  it.each([
    ['<p>Hello</p>', true],
    ['<P class="x">Hello</P>', true],
    ['<h1>Title</h1>', true],
    ['<h2>Section</h2>', true],
    ['Text with <div>a div</div> only', false],
    ['<pre>code</pre>', false],
    ['# Markdown heading', false],
    ['<param>', false],
  ])('%s is HTML: %s', (content, html) => {
    expect(isHtmlBody(content)).toBe(html);
  });
});

describe('rendering rules', () => {
  it.each([
    [
      'markdown headings, emphasis and lists',
      '## Section\n\nSome **bold** and *italic*.\n\n- one\n- two',
      '<h2>Section</h2>\n<p>Some <strong>bold</strong> and <em>italic</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    ],
    [
      'literal backslash-n sequences as newlines',
      'First paragraph.\\n\\nSecond paragraph.',
      '<p>First paragraph.</p>\n<p>Second paragraph.</p>',
    ],
    [
      'lines starting with a bullet as list items',
      'Ask questions:\n• When?\n•Why?',
      '<p>Ask questions:</p>\n<ul>\n<li>When?</li>\n<li>Why?</li>\n</ul>',
    ],
    ['bullets written with literal \\n', 'Intro\\n• a\\n• b', '<p>Intro</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>'],
    [
      'GitHub tables, in a box of their own',
      '| a | b |\n| --- | --- |\n| 1 | 2 |',
      `${TABLE_WRAPPER}<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody></table></div>`,
    ],
    ['GitHub strikethrough', '~~old~~ new', '<p><del>old</del> new</p>'],
    ['GitHub autolinks', 'See www.example.com today', '<p>See <a href="http://www.example.com">www.example.com</a> today</p>'],
    ['code blocks with a language', '```js\nlet x = 1 < 2;\n```', '<pre><code class="language-js">let x = 1 &lt; 2;\n</code></pre>'],
    ['an HTML body as HTML (no markdown inside)', '<p>Keep **these** stars</p>', '<p>Keep **these** stars</p>'],
    ['an h1 in the body as an h2 (the title is the page h1)', '<h1>Inside</h1><p>x</p>', '<h2>Inside</h2><p>x</p>'],
    [
      'images lazily, with an empty alt when none is given',
      '<p><img src="/a.png"></p>',
      '<p><img alt="" src="/a.png" loading="lazy" /></p>',
    ],
    ['text as text', '<p>1 &lt; 2 &amp; 3 > 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
  ])('renders %s', (_name, content, html) => {
    expect(renderPostBody(content)).toBe(html);
  });

  it.each([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['mailto:hello@example.com', true],
    ['irc://irc.libera.chat/psychgrad', true],
    ['ircs://irc.libera.chat/psychgrad', true],
    ['xmpp:team@example.com', true],
    ['/jobs', true],
    ['../blog/other-post', true],
    ['#section', true],
    ['ftp://example.com/file', false],
    ['file:///etc/passwd', false],
    ['tel:+441392000000', false],
    ['//evil.example.com/x', false],
  ])('keeps a link to %s: %s', (href, kept) => {
    for (const content of [`<p><a href="${href}">x</a></p>`, `[x](${href})`]) {
      expect(renderPostBody(content).includes(`href="${href}"`)).toBe(kept);
    }
  });

  it.each([
    ['https://example.com/a.png', true],
    ['/images/team.jpg', true],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['javascript:alert(1)', false],
  ])('keeps an image from %s: %s', (src, kept) => {
    for (const content of [`<p><img src="${src}" alt="x"></p>`, `![x](${src})`]) {
      expect(renderPostBody(content).includes('<img')).toBe(kept);
    }
  });
});

describe('tables', () => {
  it('sit in a box that scrolls on its own, can be focused to scroll it with keys, and is a named region', () => {
    expect(TABLE_WRAPPER).toMatch(/^<div class="overflow-x-auto[^"]*" tabindex="0" role="region" aria-label="Table">$/);
  });

  it.each([
    [
      'an HTML table with its caption',
      '<p>x</p><table><caption>Fees</caption><tr><td>1</td></tr></table><p>y</p>',
      `<p>x</p>${TABLE_WRAPPER}<table><caption>Fees</caption><tr><td>1</td></tr></table></div><p>y</p>`,
    ],
    [
      'two tables, each in its own box',
      '<p>x</p><table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>',
      `<p>x</p>${TABLE_WRAPPER}<table><tr><td>1</td></tr></table></div>${TABLE_WRAPPER}<table><tr><td>2</td></tr></table></div>`,
    ],
    [
      'a table in a table, each in its own box',
      '<p>x</p><table><tr><td><table><tr><td>1</td></tr></table></td></tr></table>',
      `<p>x</p>${TABLE_WRAPPER}<table><tr><td>${TABLE_WRAPPER}<table><tr><td>1</td></tr></table></div></td></tr></table></div>`,
    ],
    [
      'a table the post left open, closed with its box',
      '<p>x</p><TABLE><tr><td>1',
      `<p>x</p>${TABLE_WRAPPER}<table><tr><td>1</td></tr></table></div>`,
    ],
    [
      'the word table in text and in an attribute, left alone',
      '<p><a href="/x" title="<table>">a &lt;table&gt; b</a></p>',
      '<p><a href="/x" title="&lt;table&gt;">a &lt;table&gt; b</a></p>',
    ],
  ])('%s', (_name, content, html) => {
    expect(renderPostBody(content)).toBe(html);
  });

  it("cannot be imitated: a post's own div keeps no class, tabindex, role or label", () => {
    const html = renderPostBody('<p>x</p><div class="overflow-x-auto" tabindex="0" role="region" aria-label="Table">y</div>');
    expect(html).toBe('<p>x</p><div>y</div>');
  });

  it('add no words to the text a post is read and summarised by', () => {
    expect(postText('| a | b |\n| --- | --- |\n| 1 | 2 |')).toBe('a b 1 2');
  });
});

describe('postText', () => {
  it.each([
    ['## Title\n\nBody with **bold** & more', 'Title Body with bold & more'],
    ['<h2>A</h2><p>B &amp; C</p><script>bad()</script>', 'A B & C'],
    ['It\'s \\n quoted "text"', 'It\'s quoted "text"'],
    ['They **read people**, then *listen*.', 'They read people, then listen.'],
    ['See [the guide](https://example.com/guide): it helps.', 'See the guide: it helps.'],
    ['<p>One</p><p>Two</p><ul><li>three</li><li>four</li></ul>', 'One Two three four'],
  ])('%s reads as %s', (content, text) => {
    expect(postText(content)).toBe(text);
  });
});
