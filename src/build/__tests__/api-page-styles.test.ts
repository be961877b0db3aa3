import { describe, expect, it } from 'vitest';
import { sourceWords } from '../api-page-styles';

describe('the words of the sources that write the API’s pages', () => {
  it('keeps class names whole, arbitrary variants with > and quotes included', () => {
    const words = sourceWords(
      "const CONTENT = ['mx-auto [&>h1]:text-3xl', '[&_a:not([class])]:underline'].join(' ');\n`<p class=\"${x} text-red-800\">`",
    );
    for (const word of ['mx-auto', '[&>h1]:text-3xl', '[&_a:not([class])]:underline', 'text-red-800', 'p']) expect(words).toContain(word);
  });
});
