import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear "Laddar…"; the spinning ring itself is hidden from them. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar…');
    const ring = canvasElement.querySelector('[data-slot="spinner"] > [aria-hidden="true"]');
    await expect(ring).not.toBeNull();
  },
};

/** It takes the size and colour of the text around it and names what is going on. */
export const InText: Story = {
  args: { label: 'Hämtar dina fakturor…' },
  render: (args) => (
    <p className="flex items-center gap-3 text-2xl text-primary">
      <Spinner {...args} />
      <span aria-hidden="true" className="text-base text-muted">
        Hämtar…
      </span>
    </p>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Hämtar dina fakturor…');
    // The ring is 1em: as large as the surrounding text.
    const ring = status.querySelector('[aria-hidden="true"]');
    const fontSize = parseFloat(getComputedStyle(status).fontSize);
    await expect(ring?.getBoundingClientRect().width).toBeCloseTo(fontSize, 0);
  },
};

/** The text sizes the ring is drawn at: it is 1em, so these are its sizes. */
const sizes = [
  { className: 'text-sm', label: 'Söker…' },
  { className: 'text-base', label: 'Laddar…' },
  { className: 'text-lg', label: 'Kollar adressen…' },
  { className: 'text-2xl', label: 'Hämtar dina fakturor…' },
  { className: 'text-4xl', label: 'Hämtar erbjudandet…' },
] as const;

/** The colours it takes from the text around it. */
const colours = [
  { className: 'text-fg', label: 'Laddar text…' },
  { className: 'text-muted', label: 'Laddar tips…' },
  { className: 'text-primary', label: 'Laddar erbjudanden…' },
  { className: 'rounded-pill bg-primary px-3 py-1 text-primary-fg', label: 'Skickar…' },
] as const;

/**
 * Every size (the text sizes it is used at) and colour, in both themes. The ring stands still
 * so the reference screenshot is stable.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-6 [&_[data-slot=spinner]>*]:animate-none">
      <div className="flex flex-wrap items-end gap-6" data-story-state="sizes">
        {sizes.map(({ className, label }) => (
          <p key={className} className={`flex items-center gap-2 text-fg ${className}`}>
            <Spinner label={label} />
            <span aria-hidden="true" className="text-sm text-muted">
              {className}
            </span>
          </p>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-6 text-lg" data-story-state="colours">
        {colours.map(({ className, label }) => (
          <p key={label} className={`flex items-center gap-2 ${className}`}>
            <Spinner label={label} />
            <span aria-hidden="true">{label}</span>
          </p>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = (state: 'sizes' | 'colours') =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    for (const row of states('sizes')) {
      const spinners = within(row).getAllByRole('status');
      await expect(spinners.map((spinner) => spinner.textContent)).toEqual(
        sizes.map((size) => size.label),
      );
      for (const spinner of spinners) {
        // Each ring is as large as its text: a different size per row entry.
        const ring = spinner.querySelector('[aria-hidden="true"]');
        const fontSize = parseFloat(getComputedStyle(spinner).fontSize);
        await expect(ring?.getBoundingClientRect().width).toBeCloseTo(fontSize, 0);
      }
      const widths = spinners.map(
        (spinner) => spinner.querySelector('[aria-hidden="true"]')?.getBoundingClientRect().width,
      );
      await expect(new Set(widths).size).toBe(sizes.length);
    }
    for (const row of states('colours')) {
      const spinners = within(row).getAllByRole('status');
      await expect(spinners).toHaveLength(colours.length);
      const rings = spinners.map((spinner) => spinner.querySelector('[aria-hidden="true"]')!);
      // The ring is drawn in the text colour around it.
      for (const [index, ring] of rings.entries()) {
        await expect(getComputedStyle(ring).borderTopColor).toBe(
          getComputedStyle(spinners[index]!).color,
        );
      }
      await expect(new Set(rings.map((ring) => getComputedStyle(ring).borderTopColor)).size).toBe(
        colours.length,
      );
    }
  },
};
