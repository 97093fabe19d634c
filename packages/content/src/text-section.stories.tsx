import { unsafeRichText } from '@lingon/contracts/fixtures/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextSection } from './text-section';
import { fixtureSection } from './testing/fixtures';

const meta = {
  title: 'Content/TextSection',
  component: TextSection,
  args: { section: fixtureSection('text', ''), onNavigate: fn() },
} satisfies Meta<typeof TextSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Varför Lingon?' })).toBeVisible();
    await expect(canvas.getAllByText('ingen bindningstid')[0]?.tagName).toBe('STRONG');
  },
};

/** An internal link in rich text is handed to the router instead of reloading the page. */
export const InternalLink: Story = {
  args: {
    section: {
      type: 'text',
      id: 'lank',
      heading: 'Läs mer',
      body: '<p>Se <a href="/support/faktura-och-betalning">frågor om faktura</a> eller <a href="https://www.pts.se">PTS</a>.</p>',
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'frågor om faktura' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/support/faktura-och-betalning');
  },
};

/** Defence in depth: even unsanitised HTML loses its script, handlers and javascript: links. */
export const UnsafeHtml: Story = {
  args: { section: { type: 'text', id: 'osaker', heading: 'Osäker text', body: unsafeRichText } },
  play: async ({ canvasElement, canvas }) => {
    const rich = canvasElement.querySelector('[data-slot="rich-text"]');
    await expect(rich?.innerHTML).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    await expect(canvas.getByText('bra').tagName).toBe('STRONG');
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <TextSection {...args} />
      <TextSection
        {...args}
        section={{
          type: 'text',
          id: 'listor',
          heading: 'Listor och citat',
          body: '<ul><li>Ingen startavgift</li><li>Ingen bindningstid</li></ul><ol><li>Välj</li><li>Beställ</li></ol><blockquote>Enkelt och billigt.</blockquote><p>Läs <a href="/villkor">villkoren</a>.</p>',
        }}
      />
    </div>
  ),
};
