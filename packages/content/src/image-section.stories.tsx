import { PHONE_ABROAD } from '@lingon/contracts/fixtures/content-images';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImageSection } from './image-section';
import { themeImageSection } from './testing/fixtures';

const meta = {
  title: 'Content/ImageSection',
  component: ImageSection,
  args: { section: themeImageSection },
} satisfies Meta<typeof ImageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'En cirkel på en halvt ljus och halvt mörk bakgrund' }),
    ).toBeVisible();
    await expect(canvas.getByText('Webbplatsen följer din enhets tema.').tagName).toBe(
      'FIGCAPTION',
    );
  },
};

/** An empty alt marks the image decorative: screen readers skip it. */
export const Decorative: Story = {
  args: {
    section: {
      type: 'image',
      id: 'dekor',
      image: { src: PHONE_ABROAD, alt: '', width: 240, height: 160 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <ImageSection {...args} />
      <ImageSection
        section={{
          type: 'image',
          id: 'dekor',
          image: { src: PHONE_ABROAD, alt: '', width: 120, height: 80 },
        }}
      />
    </div>
  ),
};
