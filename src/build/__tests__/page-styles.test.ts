import { describe, expect, it } from 'vitest';
import { pruneCustomProperties, pruneStylesheet, scriptPaths, selectorWords, SITE_STYLESHEET, stylesheetNames } from '../page-styles';

describe('selectorWords', () => {
  it.each([
    ['class attributes, word by word', '<p class="mt-1 text-sm">x</p>', ['mt-1', 'text-sm', 'p']],
    ['Tailwind variants with arbitrary values, whole', `"aria-[invalid=true]:border-red-700"`, ['aria-[invalid=true]:border-red-700']],
    ['class names in script strings and template literals', 'const c=`hover:bg-red-50 ${x}`;f("w-1/2")', ['hover:bg-red-50', 'w-1/2']],
    ['attribute names and values, for attribute selectors', '<button aria-expanded="false">', ['aria-expanded', 'false']],
  ])('%s', (_name, text, expected) => {
    expect([...selectorWords(text)]).toEqual(expect.arrayContaining(expected));
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
