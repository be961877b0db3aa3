import { describe, expect, it } from 'vitest';
import { classNames, decodeEntities, pageWords, pruneCustomProperties, pruneStylesheet, scriptPaths, selectorWords, SITE_STYLESHEET, stylesheetNames } from '../page-styles';

describe('selectorWords', () => {
  it.each([
    ['class attributes, word by word', '<p class="mt-1 text-sm">x</p>', ['mt-1', 'text-sm', 'p']],
    ['Tailwind variants with arbitrary values, whole', `"aria-[invalid=true]:border-red-700"`, ['aria-[invalid=true]:border-red-700']],
    ['class names in script strings and template literals', 'const c=`hover:bg-red-50 ${x}`;f("w-1/2")', ['hover:bg-red-50', 'w-1/2']],
    ['attribute names and values, for attribute selectors', '<button aria-expanded="false">', ['aria-expanded', 'false']],
    ["the elements a selector variant names, for an island's HTML drawn later", 'const c="[&_table]:w-full [&>li]:mt-1 [&_th]:border"', ['table', 'li', 'th']],
  ])('%s', (_name, text, expected) => {
    expect([...selectorWords(text)]).toEqual(expect.arrayContaining(expected));
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;', '[&amp;_h2]:text-2xl', '[&_h2]:text-2xl'],
    ['&quot; and &apos;', 'content-[&quot;a&quot;] content-[&apos;b&apos;]', `content-["a"] content-['b']`],
    ['&lt; and &gt;', '[&amp;&gt;li]:mt-1 [&amp;&lt;x]:y', '[&>li]:mt-1 [&<x]:y'],
    ['the capital forms HTML also knows', '&AMP;&LT;&GT;&QUOT;', '&<>"'],
    ['decimal references (React writes a quote as &#39;)', `&#39;x&#38;&#62;`, `'x&>`],
    ['hexadecimal references, either case of x and digits', '&#x27;&#X26;&#x3E;&#x3e;', `'&>>`],
    ['a character beyond the basic plane', '&#x1F600;', '\u{1F600}'],
    ['an unknown name, left as written', '&bogus; &Amp;', '&bogus; &Amp;'],
    ['a number no character has, left as written', '&#x110000; &#xD800; &#0;', '&#x110000; &#xD800; &#0;'],
    ['a bare ampersand, and a reference without its semicolon', 'a & b &amp c', 'a & b &amp c'],
    ['an escaped reference decodes once only', '&amp;amp;', '&amp;'],
  ])('%s', (_name, text, expected) => {
    expect(decodeEntities(text)).toBe(expected);
  });
});

describe('classNames', () => {
  it.each([
    ['plain classes, split at any white space', '<p class="mt-1  text-sm\n\tp-2">', ['mt-1', 'text-sm', 'p-2']],
    ['a child-selector variant as Astro writes it', '<div class="mt-8 [&amp;_h2]:text-2xl [&amp;_a]:underline">', ['mt-8', '[&_h2]:text-2xl', '[&_a]:underline']],
    ['a > in a variant, escaped or not', '<ul class="[&amp;&gt;li]:mt-1 [&>li]:pl-2">', ['[&>li]:mt-1', '[&>li]:pl-2']],
    ['quotes in arbitrary values, as React writes them', `<span class="content-[&#x27;✓&#x27;] content-[&quot;x&quot;] font-[&#39;Inter&#39;]">`, [`content-['✓']`, 'content-["x"]', `font-['Inter']`]],
    ['a single-quoted attribute', `<p class='a [&amp;_b]:c'>`, ['a', '[&_b]:c']],
    ['an unquoted attribute, and CLASS in capitals', '<p CLASS=solo>', ['solo']],
    ['an empty attribute', '<p class="">', []],
  ])('%s', (_name, html, expected) => {
    expect([...classNames(html)].sort()).toEqual([...expected].sort());
  });

  it('does not take other attributes, or a word merely ending in "class", for a class attribute', () => {
    expect([...classNames('<p data-class="x" subclass="y" title="class=z">')]).toEqual([]);
  });
});

describe('pageWords', () => {
  it("holds a page's decoded class names besides its plain words", () => {
    const words = pageWords('<div class="[&amp;_h2]:text-2xl" data-post-body><h2>Hi</h2></div>');
    for (const word of ['[&_h2]:text-2xl', 'h2', 'data-post-body', 'div']) expect(words.has(word), word).toBe(true);
  });
});

describe('scriptPaths', () => {
  it.each([
    ['a page: src, island modules, a string given to import()', '<script src="/_astro/a.js"></script><div data-island="/_islands/T.js"></div><script>import(`/_islands/hydrate.js`);import("/admin/app.js")</script>', '/', ['/_astro/a.js', '/_islands/T.js', '/_islands/hydrate.js', '/admin/app.js']],
    ['a chunk: its relative imports, static and dynamic', 'import{a}from"./client.js";import("../admin/chunks/x.js")', '/_astro/b.js', ['/_astro/client.js', '/admin/chunks/x.js']],
    ['not a protocol-relative address or a stylesheet', '"//cdn.example.com/x.js" "/_astro/a.css"', '/', []],
  ])('%s', (_name, text, from, expected) => {
    expect(scriptPaths(text, from).sort()).toEqual(expected.sort());
  });
});

describe('stylesheetNames', () => {
  it('gives class names unescaped, and element and attribute names', () => {
    const names = stylesheetNames('.hover\\:bg-x:hover{color:red}.w-1\\/2{width:50%}[data-open] dialog{display:block}');
    for (const name of ['hover:bg-x', 'w-1/2', 'data-open', 'dialog']) expect(names.has(name), name).toBe(true);
  });
});

describe('SITE_STYLESHEET', () => {
  it("finds the style element with Tailwind's banner, after a page's own rules, not an earlier small one", () => {
    const html = '<style>a{}</style><style>main{x:1}/*! tailwindcss v4 */.p{}</style><style>.z{}</style>';
    expect(SITE_STYLESHEET.exec(html)?.[2]).toBe('main{x:1}/*! tailwindcss v4 */.p{}');
  });
});

describe('pruneStylesheet', () => {
  const css = [
    '@layer base{[hidden]:where(:not([hidden=until-found])){display:none!important}table{border-collapse:collapse}}',
    '@layer utilities{',
    '.mt-1{margin-top:.25rem}',
    '.unused{color:red}',
    '.aria-\\[invalid\\=true\\]\\:border-red-700[aria-invalid=true]{border-color:red}',
    '@media (hover:hover){.hover\\:bg-red-50:hover{background:pink}.hover\\:unused:hover{color:red}}',
    '}',
    '[data-consent-stored] #cookie-consent{display:none}',
  ].join('');
  const words = ['mt-1', 'aria-[invalid=true]:border-red-700', 'aria-invalid', 'true', 'hover:bg-red-50'];

  it('keeps the utilities the words name, in media queries too, and drops the rest', async () => {
    const pruned = await pruneStylesheet(css, words);
    for (const kept of ['.mt-1{', 'border-red-700', '.hover\\:bg-red-50']) expect(pruned).toContain(kept);
    for (const dropped of ['.unused', 'hover\\:unused']) expect(pruned).not.toContain(dropped);
  });

  it('leaves everything outside the utilities layer as it was: base rules serve what a script may do later', async () => {
    const pruned = await pruneStylesheet(css, words);
    expect(pruned.startsWith('@layer base{[hidden]:where(:not([hidden=until-found])){display:none!important}table{border-collapse:collapse}}@layer utilities{')).toBe(true);
    expect(pruned.endsWith('}[data-consent-stored] #cookie-consent{display:none}')).toBe(true);
  });

  it('drops a utility whose attribute the page never has', async () => {
    expect(await pruneStylesheet(css, ['aria-[invalid=true]:border-red-700'])).not.toContain('border-red-700');
  });

  it("keeps a post body's child-selector utilities for the page whose HTML writes them with &amp;", async () => {
    const sheet = '@layer utilities{.\\[\\&_h2\\]\\:text-2xl h2{font-size:1.5rem}.\\[\\&\\>li\\]\\:mt-1>li{margin-top:.25rem}.\\[\\&_th\\]\\:border th{border-width:1px}}';
    const html = '<div class="[&amp;_h2]:text-2xl [&amp;&gt;li]:mt-1"><h2>x</h2><ul><li>y</li></ul></div>';
    const names = stylesheetNames(sheet);
    const used = [...pageWords(html)].filter((word) => names.has(word));
    const pruned = await pruneStylesheet(sheet, used);
    expect(pruned).toContain('font-size:1.5rem');
    expect(pruned).toContain('margin-top:.25rem');
    // No table in the page: its rule goes.
    expect(pruned).not.toContain('border-width');
    // Without decoding, the page named neither.
    expect(await pruneStylesheet(sheet, [...selectorWords(html)].filter((word) => names.has(word)))).not.toContain('font-size');
  });

  it('leaves a stylesheet without a utilities layer alone', async () => {
    expect(await pruneStylesheet('.a{color:red}', [])).toBe('.a{color:red}');
  });
});

describe('pruneCustomProperties', () => {
  const css = [
    '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
    '@layer theme{:root,:host{--color-red-700:red;--color-unused:blue;--text-sm:.875rem;--text-sm--line-height:1.4;--font-sans:Arial;--default-font-family:var(--font-sans);--color-inline:green}}',
    '@layer base{html{font-family:var(--default-font-family)}}',
    '@layer utilities{.text-red-700{color:var(--color-red-700)}.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}.text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}',
  ].join('');
  const pruned = pruneCustomProperties(css, ['--color-inline']);

  it.each([
    ['a theme value a rule reads', '--color-red-700:red'],
    ['a theme value read through another one (the base font)', '--font-sans:Arial'],
    ['a value read inside a fallback', '--text-sm--line-height:1.4'],
    ['a fallback and a registration that a utility reads', '--tw-shadow:0 0 #0000'],
    ['the registration a utility reads', '@property --tw-shadow{'],
    ['a value a word of the page names (an inline style may read it)', '--color-inline:green'],
    ["a utility's own setting", '--tw-shadow:0 1px red'],
  ])('keeps %s', (_name, kept) => {
    expect(pruned).toContain(kept);
  });

  it.each([
    ['a theme value nothing reads', '--color-unused'],
    ['a fallback nothing reads', '--tw-blur:initial'],
    ['a registration nothing reads', '@property --tw-blur'],
  ])('drops %s', (_name, dropped) => {
    expect(pruned).not.toContain(dropped);
  });

  it('drops the theme value of a utility pruned away', async () => {
    const styles = await pruneStylesheet(css, ['text-sm']);
    expect(styles).not.toContain('--color-red-700');
    expect(styles).toContain('--text-sm:.875rem');
  });
});
