import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContentNotFound, NOT_FOUND_HEADING } from './content-page';

const meta = {
  title: 'Content/ContentNotFound',
  component: ContentNotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof ContentNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No such content: the 404 page's heading and the ways on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Något gick fel' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Sök i support' })).toHaveAttribute(
      'href',
      '/support',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: NOT_FOUND_HEADING }),
    ).toHaveLength(2);
  },
};
