import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContentIcon } from './content-icon';

const meta = {
  title: 'Content/ContentIcon',
  component: ContentIcon,
  args: { name: 'wifi', className: 'size-8 text-primary' },
  decorators: [
    (Story) => (
      <p className="flex items-center gap-2 text-fg">
        <Story />
        Bredband
      </p>
    ),
  ],
} satisfies Meta<typeof ContentIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: hidden from screen readers, the text beside it says what it means. */
export const Default: Story = {
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.getByText('Bredband')).toBeVisible();
  },
};
