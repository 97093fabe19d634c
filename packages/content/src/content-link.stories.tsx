import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContentLink } from './content-link';
import { StoryLink } from './testing/story-state';

const meta = {
  title: 'Content/ContentLink',
  component: ContentLink,
  args: {
    href: '/bredband',
    linkAs: StoryLink,
    children: 'Kolla bredband på din adress',
    className: 'font-medium text-primary underline underline-offset-4',
  },
} satisfies Meta<typeof ContentLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A site path goes through linkAs, so the router navigates without a reload. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Kolla bredband på din adress' });
    await expect(link).toHaveAttribute('href', '/bredband');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** https, mailto and tel links, and protocol-relative URLs, are plain anchors. */
export const OutsideTheSite: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-2">
      <li>
        <ContentLink {...args} href="https://www.pts.se">
          Post- och telestyrelsen
        </ContentLink>
      </li>
      <li>
        <ContentLink {...args} href="tel:+46771404040">
          0771-40 40 40
        </ContentLink>
      </li>
      <li>
        <ContentLink {...args} href="//cdn.example.se/villkor.pdf">
          Villkor (pdf)
        </ContentLink>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.pts.se',
      'tel:+46771404040',
      '//cdn.example.se/villkor.pdf',
    ]);
    for (const link of links) await expect(link).not.toHaveAttribute('data-router-link');
  },
};
