import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichText } from './rich-text';

const meta = {
  title: 'Design system/RichText',
  component: RichText,
  args: {
    className: 'max-w-prose',
    onNavigate: fn(),
    html: '<h2>Ingen bindningstid</h2><p>Hos oss har du <strong>ingen startavgift</strong> och bara <em>en månads</em> uppsägningstid.</p><ul><li>Support i chatten dygnet runt</li><li>Fri router-leverans</li></ul><p>Läs <a href="/support/faktura">frågor om faktura</a> eller <a href="https://www.pts.se" target="_blank">PTS</a>.</p>',
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typography by element; a site link goes to the router instead of reloading the page. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ingen bindningstid' }),
    ).toBeVisible();
    await expect(canvas.getByText('ingen startavgift').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: 'PTS' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'frågor om faktura' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/support/faktura');
  },
};

/** Defence in depth: script, event handlers, images and javascript: links never reach the page. */
export const UnsafeHtmlStripped: Story = {
  args: {
    html: '<p onclick="alert(1)">Hej <a href="javascript:alert(2)">klicka</a><script>alert(3)</script><img src="x" onerror="alert(4)"> <strong>bra</strong></p>',
  },
  play: async ({ canvas, canvasElement }) => {
    const rich = canvasElement.querySelector('[data-slot="rich-text"]');
    await expect(rich?.innerHTML).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    await expect(rich?.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    // The link keeps its text but loses its href, so it is no longer a link at all.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('klicka').tagName).toBe('A');
    await expect(canvas.getByText('klicka')).not.toHaveAttribute('href');
    await expect(canvas.getByText('bra').tagName).toBe('STRONG');
  },
};

/**
 * One text with every element the allow-list keeps: headings h2–h4, paragraphs and line breaks,
 * strong/b, em/i, u, code, links (site path, in-page, https in a new window, mailto, tel),
 * bulleted and numbered lists, a quote and a rule. The last paragraph also carries what the
 * allow-list takes out: an unknown wrapper (its text stays), an image and a script.
 */
const everyElement = [
  '<h2>Flytta ditt bredband</h2>',
  '<p>Du flyttar med <strong>samma abonnemang</strong> och <b>utan flyttavgift</b>. Det tar <em>ungefär två veckor</em>, <i>räkna med</i> att beställa i god tid.<br>Har du frågor, ring <a href="tel:0771404040">0771-40 40 40</a> eller mejla <a href="mailto:kundservice@lingon.se">kundservice@lingon.se</a>.</p>',
  '<h3>Så här gör du</h3>',
  '<ol><li>Kolla att bredband finns på nya adressen.</li><li>Anmäl flytten i <a href="/mitt-lingon/flytt">Mitt Lingon</a>.</li><li>Koppla in routern när du flyttat.</li></ol>',
  '<h4>Det här behöver du</h4>',
  '<ul><li>Nya adressen och <u>flyttdatum</u></li><li>Routerns serienummer, till exempel <code>LG-4021-88</code></li></ul>',
  '<blockquote>Flytten gick på en kvart, och internet fungerade samma kväll. – Kund i Lund</blockquote>',
  '<hr>',
  '<p>Läs mer om <a href="#villkor">villkoren</a> och hos <a href="https://www.pts.se" target="_blank">PTS</a>. <span class="promo" style="color:red">Text i okänd tagg står kvar.</span><img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
].join('');

/** Every element kind the rich text renders, in both themes. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  args: { html: everyElement },
  play: async ({ canvasElement }) => {
    const texts = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('[data-slot="rich-text"]'),
    );
    await expect(texts).toHaveLength(2);
    for (const element of texts) {
      const text = within(element);
      await expect(
        text.getByRole('heading', { level: 2, name: 'Flytta ditt bredband' }),
      ).toBeVisible();
      await expect(text.getByRole('heading', { level: 3, name: 'Så här gör du' })).toBeVisible();
      await expect(
        text.getByRole('heading', { level: 4, name: 'Det här behöver du' }),
      ).toBeVisible();
      for (const [content, tag] of [
        ['samma abonnemang', 'STRONG'],
        ['utan flyttavgift', 'B'],
        ['ungefär två veckor', 'EM'],
        ['räkna med', 'I'],
        ['flyttdatum', 'U'],
        ['LG-4021-88', 'CODE'],
      ] as const) {
        await expect(text.getByText(content).tagName).toBe(tag);
      }
      await expect(element.querySelector('p br')).not.toBeNull();
      const [numbered, bulleted] = text.getAllByRole('list');
      await expect(numbered?.tagName).toBe('OL');
      await expect(within(numbered!).getAllByRole('listitem')).toHaveLength(3);
      await expect(bulleted?.tagName).toBe('UL');
      await expect(within(bulleted!).getAllByRole('listitem')).toHaveLength(2);
      await expect(text.getByText(/Flytten gick på en kvart/).tagName).toBe('BLOCKQUOTE');
      await expect(text.getByRole('separator')).toBeVisible();
      for (const [name, href] of [
        ['0771-40 40 40', 'tel:0771404040'],
        ['kundservice@lingon.se', 'mailto:kundservice@lingon.se'],
        ['Mitt Lingon', '/mitt-lingon/flytt'],
        ['villkoren', '#villkor'],
      ] as const) {
        await expect(text.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      const external = text.getByRole('link', { name: 'PTS' });
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      // What the allow-list takes out: the wrapper goes and its text stays; image and script go.
      await expect(text.getByText(/Text i okänd tagg står kvar\./).tagName).toBe('P');
      await expect(element.querySelector('span, img, script, [style], [onerror]')).toBeNull();
    }
  },
};
