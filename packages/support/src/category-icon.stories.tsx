import { faqCategoryFixtures } from '@lingon/contracts/fixtures/support';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryIcon } from './category-icon';

const [firstCategory] = faqCategoryFixtures;
if (!firstCategory) throw new Error('No FAQ category in the fixtures');

/** The icon next to the first category's name, as a topic list shows it. */
const withCategoryName: Decorator = (Story) => (
  <p className="flex items-center gap-2 text-fg">
    <Story />
    {firstCategory.title}
  </p>
);

const meta = {
  title: 'Support/CategoryIcon',
  component: CategoryIcon,
  args: { name: firstCategory.icon, className: 'size-8 text-primary' },
} satisfies Meta<typeof CategoryIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first FAQ category's icon: decorative, the category's name carries the meaning. */
export const Default: Story = {
  decorators: [withCategoryName],
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getAttribute('class')).toContain(`lucide-${firstCategory.icon}`);
  },
};

/** A name outside the icon map gets a question mark, so every category still has an icon. */
export const UnknownName: Story = {
  decorators: [withCategoryName],
  args: { name: 'rocket' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getAttribute('class')).toContain('lucide-circle-help');
  },
};

/** What each icon is: the fixtures' categories, then a name outside the map. */
const icons = [
  ...faqCategoryFixtures.map((category) => ({
    name: category.icon,
    title: category.title,
    lucide: `lucide-${category.icon}`,
  })),
  { name: 'rocket', title: 'Okänt ikonnamn (rocket)', lucide: 'lucide-circle-help' },
];

/** Every FAQ category's icon and the question mark for an unknown name, in both themes. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <ul className="flex flex-col gap-3" data-story-state="icons">
      {icons.map((icon) => (
        <li key={icon.name} className="flex items-center gap-3 text-fg">
          <CategoryIcon {...args} name={icon.name} />
          {icon.title}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const lists = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('[data-story-state="icons"]'),
    );
    await expect(lists).toHaveLength(2);
    for (const list of lists) {
      const items = within(list).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual(icons.map((icon) => icon.title));
      for (const [index, item] of items.entries()) {
        const svg = item.querySelector('svg');
        await expect(svg).toHaveAttribute('aria-hidden', 'true');
        await expect(svg?.getAttribute('class')).toContain(icons[index]?.lucide);
        await expect(svg).toBeVisible();
      }
    }
    // Every category has a drawing of its own; only the unknown name falls back.
    const categoryIcons = Array.from(lists[0]!.querySelectorAll('svg'))
      .slice(0, faqCategoryFixtures.length)
      .map((svg) => svg.innerHTML);
    await expect(new Set(categoryIcons).size).toBe(faqCategoryFixtures.length);
  },
};
