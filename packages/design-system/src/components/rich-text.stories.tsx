import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
