import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ContentIcon } from './content-icon';
import { CONTENT_ICONS } from './icons/content-icon-names';

/** The icon where content puts it: before the text that says what it means. */
const besideText: Decorator = (Story) => (
  <p className="flex items-center gap-2 text-fg">
    <Story />
    Bredband
  </p>
);

const meta = {
  title: 'Content/ContentIcon',
  component: ContentIcon,
  args: { name: 'wifi', className: 'size-8 text-primary' },
} satisfies Meta<typeof ContentIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: hidden from screen readers, the text beside it says what it means. */
export const Default: Story = {
  decorators: [besideText],
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).not.toBeNull();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getAttribute('class')).toContain('size-8');
  },
};

/** A name outside the icon map renders nothing rather than a wrong picture. */
export const UnknownName: Story = {
  args: { name: 'rocket' },
  decorators: [besideText],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.getByText('Bredband')).toBeVisible();
  },
};

/** Every name content may use, in the order of the list. */
const knownNames = Object.keys(CONTENT_ICONS);

/** The sprite symbol an icon shows, once the sprite has loaded (it draws something). */
async function expectDrawn(icon: SVGSVGElement | null, name: string) {
  const use = icon?.querySelector('use');
  await expect(use?.getAttribute('href')).toMatch(new RegExp(`\\.svg(\\?[^#]*)?#${name}$`));
  await waitFor(() => expect(use?.getBBox().width).toBeGreaterThan(0));
}

/** Names that draw nothing: one outside the map and none at all. */
const missingNames = [
  { name: 'rocket', label: 'rocket (finns inte)' },
  { name: undefined, label: 'ingen ikon angiven' },
] as const;

type IconState = 'known' | 'missing' | 'inline';

/**
 * Every state in both themes: each icon in the map at card size in the primary colour; names that
 * draw nothing (the text stands alone); and an icon in running text, which takes the text's colour.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6 text-fg">
      <ul data-story-state="known" className="grid grid-cols-2 gap-4">
        {knownNames.map((name) => (
          <li key={name} data-icon={name} className="flex items-center gap-2">
            <ContentIcon {...args} name={name} />
            <code className="text-sm">{name}</code>
          </li>
        ))}
      </ul>
      <ul data-story-state="missing" className="grid grid-cols-2 gap-4">
        {missingNames.map(({ name, label }) => (
          <li key={label} data-icon={name ?? ''} className="flex min-h-8 items-center gap-2">
            <ContentIcon {...args} name={name} />
            <code className="text-sm">{label}</code>
          </li>
        ))}
      </ul>
      <p data-story-state="inline" className="flex items-center gap-1.5">
        <ContentIcon name="phone" className="size-5" />
        Ring oss på 0771-40 40 40
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = (state: IconState) =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    // Side by side: every state once per theme.
    await expect(states('known')).toHaveLength(2);
    for (const known of states('known')) {
      const items = Array.from(known.querySelectorAll<HTMLElement>('li'));
      await expect(items.map((item) => item.dataset['icon'])).toEqual([...knownNames]);
      for (const item of items) {
        const icon = item.querySelector('svg');
        await expect(icon).not.toBeNull();
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
        await expect(icon).toHaveClass('size-8', 'text-primary');
        await expect(icon).toBeVisible();
        await expectDrawn(icon, item.dataset['icon'] ?? '');
      }
    }
    for (const missing of states('missing')) {
      await expect(missing.querySelectorAll('li')).toHaveLength(missingNames.length);
      await expect(missing.querySelector('svg')).toBeNull();
      await expect(within(missing).getByText('rocket (finns inte)')).toBeVisible();
    }
    for (const inline of states('inline')) {
      const icon = inline.querySelector('svg');
      await expect(icon).toHaveClass('size-5');
      await expectDrawn(icon, 'phone');
      await expect(icon).toHaveAttribute('stroke', 'currentColor');
      await expect(within(inline).getByText('Ring oss på 0771-40 40 40')).toBeVisible();
    }
  },
};
