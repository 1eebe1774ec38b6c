import { cspMetaContent, headElementOrder, inlineScripts, pageAssets, namingText, readableText, withCspMeta } from './html';

const page = (head: string, body = '') => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  test('returns the text of scripts without src, with CRLF read as LF like a browser', () => {
    const html = page(
      '<script src="/a.js"></script><script>one()\r\ntwo()</script>',
      '<script type="application/ld+json">{"a":1}</script>',
    );
    expect(inlineScripts(html)).toEqual(['one()\ntwo()', '{"a":1}']);
  });

  test('keeps entities as written: script text is not decoded', () => {
    expect(inlineScripts(page('<script>a="&amp;"</script>'))).toEqual(['a="&amp;"']);
  });
});

describe('withCspMeta', () => {
  test('puts the policy right after <meta charset>, before anything that loads', () => {
    const html = withCspMeta(
      page('<meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><script src="/a.js"></script>'),
      "script-src 'self'",
    );
    expect(headElementOrder(html)).toEqual(['meta[charset]', 'meta[csp]', 'link', 'script']);
    expect(html).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><link`);
  });

  test('makes the policy the first element of <head> when there is no charset declaration first', () => {
    expect(headElementOrder(withCspMeta(page('<title>t</title>'), "default-src 'self'"))).toEqual(['meta[csp]', 'title']);
  });

  test('replaces an earlier policy, so running the step twice changes nothing', () => {
    const once = withCspMeta(page('<meta charset="utf-8"><script>x()</script>'), "script-src 'self'");
    const twice = withCspMeta(once, "script-src 'self'");
    expect(twice).toBe(once);
    expect(cspMetaContent(withCspMeta(once, "script-src 'none'"))).toBe("script-src 'none'");
  });

  test('leaves every other byte as it was', () => {
    const original = page('<meta charset="utf-8"><script>a&&b</script>', '<p>Tom &amp; Jerry</p><!--$-->');
    const patched = withCspMeta(original, "default-src 'self'");
    expect(patched.replace(/<meta http-equiv[^>]*>/, '')).toBe(original);
  });

  test('escapes the attribute value', () => {
    expect(withCspMeta(page(''), 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
  });
});

describe('pageAssets', () => {
  test('lists the scripts and stylesheets a modern browser loads, with the chunks inline scripts name', () => {
    const html = page(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="preload" as="script" href="/_next/static/chunks/p.js"/>' +
        '<link rel="preload" href="/_next/static/chunks/late.css" as="style"/><link rel="icon" href="/icon.svg"/>' +
        '<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/island.js\\"\\n"])</script>' +
        '<script>(globalThis.TURBOPACK=[]).push({"otherChunks":["static/chunks/p.js","static/chunks/other.js"]})</script>',
    );
    expect(pageAssets(html)).toEqual({
      scripts: [
        '/_next/static/chunks/p.js',
        '/_next/static/chunks/main.js',
        '/_next/static/chunks/island.js',
        '/_next/static/chunks/other.js',
      ],
      stylesheets: ['/_next/static/chunks/a.css', '/_next/static/chunks/late.css'],
    });
  });
});

describe('readableText', () => {
  test('gives the title, the description and the body text one block per line, decoded, without scripts or styles', () => {
    const html = page(
      '<title>About | Firm</title><meta name="description" content="Who we are &amp; how we work"><style>p{color:red}</style>',
      '<nav><a href="/">Home</a><a href="/about/">About</a></nav><main><h1>About</h1><p>We explain <strong>costs</strong> &amp; risks.</p>' +
        '<script>self.__next_f.push("Our advice")</script><svg><title>Logo</title></svg><noscript><p>Menu below.</p></noscript></main>',
    );
    expect(readableText(html)).toBe('About | Firm\nWho we are & how we work\nHomeAbout\nAbout\nWe explain costs & risks.\nMenu below.');
  });
});

describe('namingText', () => {
  it('reads the title, the social titles, every heading and the names of linked services, and nothing else', () => {
    const html = `<!doctype html><html><head><title>Tax | Firm</title><meta property="og:title" content="Tax OG"><meta name="twitter:title" content="Tax TW"><meta name="description" content="Not a name"></head>
      <body><h1>Tax-saving <em>Investments</em></h1><p>Body text about planning.</p><h3>Related</h3>
      <a href="/services/tax-guidance/">Tax-saving Investments</a><a href="/contact/">Contact</a></body></html>`;
    expect(namingText(html)).toBe('Tax | Firm\nTax OG\nTax TW\nTax-saving Investments\nRelated\nTax-saving Investments');
  });
});
