/**
 * Input and expected output of the rich-text policy, checked against both parsers: the browser's
 * (design system, `sanitize-html.test.ts`) and the server's (`apps/server/test/rich-text.test.ts`).
 * One list, so the two sides are held to the same answers.
 */
export const RICH_TEXT_CASES: readonly { name: string; html: string; clean: string }[] = [
  {
    name: 'keeps the allowed markup unchanged',
    html: '<p>Hej <strong>du</strong>, läs <a href="/support">mer</a>.</p><ul><li>Ett</li></ul><h2>Rubrik</h2><p>Rad<br>två</p><hr>',
    clean:
      '<p>Hej <strong>du</strong>, läs <a href="/support">mer</a>.</p><ul><li>Ett</li></ul><h2>Rubrik</h2><p>Rad<br>två</p><hr>',
  },
  {
    name: 'removes scripts, event handlers, images and javascript: links',
    html: '<p onclick="alert(1)">Hej <a href="javascript:alert(2)">klicka</a><script>alert(3)</script><img src="x" onerror="alert(4)"> <strong>bra</strong></p>',
    clean: '<p>Hej <a>klicka</a> <strong>bra</strong></p>',
  },
  {
    name: 'unwraps unknown tags but keeps their text',
    html: '<div><span style="color:red">Text</span></div>',
    clean: 'Text',
  },
  {
    name: 'drops style, object and iframe with their content',
    html: '<style>p{}</style><object>x</object><iframe src="https://x">y</iframe><p>Kvar</p>',
    clean: '<p>Kvar</p>',
  },
  {
    name: 'forces rel on links that open a new window and drops other targets',
    html: '<a href="https://example.se" target="_blank">A</a><a href="/x" target="_top" rel="opener">B</a>',
    clean:
      '<a href="https://example.se" target="_blank" rel="noopener noreferrer">A</a><a href="/x">B</a>',
  },
  {
    name: 'keeps only safe link addresses',
    html: '<a href="#faq">1</a><a href="mailto:hej@lingon.se">2</a><a href="tel:+46771404040">3</a><a href="//evil.example">4</a><a href="http://x.se">5</a><a href="villkor">6</a><a href="data:text/html,x">7</a>',
    clean:
      '<a href="#faq">1</a><a href="mailto:hej@lingon.se">2</a><a href="tel:+46771404040">3</a><a>4</a><a>5</a><a>6</a><a>7</a>',
  },
  {
    name: 'escapes text so that it stays text',
    html: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "citat"</p>',
    clean: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "citat"</p>',
  },
  {
    name: 'escapes attribute values',
    html: '<a href="/sok?q=a&amp;b=%22" title="Säg &quot;hej&quot;">S</a>',
    clean: '<a href="/sok?q=a&amp;b=%22" title="Säg &quot;hej&quot;">S</a>',
  },
  {
    name: 'drops comments and every dropped-with-content element, keeping the text around them',
    html: '<p>A<!-- hemligt --></p><noscript>n</noscript><template><p>t</p></template><svg><a href="/x">s</a></svg><textarea>x</textarea><select><option>o</option></select><p>B</p>',
    clean: '<p>A</p><p>B</p>',
  },
  {
    name: 'keeps no attribute but the link ones, and lower-cases tags',
    html: '<P CLASS="x" style="color:red">Hej</P><A HREF="/a" TITLE="t" data-x="1" id="y">l</A><strong onmouseover="x()">s</strong>',
    clean: '<p>Hej</p><a href="/a" title="t">l</a><strong>s</strong>',
  },
  {
    name: 'closes what the author left open',
    html: '<p><strong>fet<em>kursiv',
    clean: '<p><strong>fet<em>kursiv</em></strong></p>',
  },
  {
    name: 'never lets broken markup escape',
    html: '<a href="/x" title="a>b">x</a><img src=x onerror=alert(1)//>',
    clean: '<a href="/x" title="a&gt;b">x</a>',
  },
];
