import { faqCategoryFixtures } from '@lingon/contracts/fixtures/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryIcon } from './category-icon';

const [firstCategory] = faqCategoryFixtures;
if (!firstCategory) throw new Error('No FAQ category in the fixtures');

const meta = {
  title: 'Support/CategoryIcon',
  component: CategoryIcon,
  args: { name: firstCategory.icon, className: 'size-8 text-primary' },
  decorators: [
    (Story) => (
      <p className="flex items-center gap-2 text-fg">
        <Story />
        {firstCategory.title}
      </p>
    ),
  ],
} satisfies Meta<typeof CategoryIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first FAQ category's icon: decorative, the category's name carries the meaning. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getAttribute('class')).toContain(`lucide-${firstCategory.icon}`);
  },
};

/** A name outside the icon map gets a question mark, so every category still has an icon. */
export const UnknownName: Story = {
  args: { name: 'rocket' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getAttribute('class')).toContain('lucide-circle-help');
  },
};
