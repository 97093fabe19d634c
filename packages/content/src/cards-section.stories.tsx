import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardsSection } from './cards-section';
import { fixtureSection } from './testing/fixtures';

const meta = {
  title: 'Content/CardsSection',
  component: CardsSection,
  args: { section: fixtureSection('cards', '') },
} satisfies Meta<typeof CardsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bredband + TV' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se TV-paketen' })).toHaveAttribute(
      'href',
      '/bredband/cmore',
    );
  },
};

/** Steps without icons or links. */
export const WithoutLinks: Story = {
  args: { section: fixtureSection('cards', 'ladda') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <CardsSection {...args} />
      <CardsSection {...args} section={fixtureSection('cards', 'ladda')} />
    </div>
  ),
};
