import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallToAction } from './call-to-action';
import { fixtureSection } from './testing/fixtures';

const single = fixtureSection('callToAction', '');
const meta = {
  title: 'Content/CallToAction',
  component: CallToAction,
  args: { section: single },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Finns fiber där du bor?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kolla din adress' })).toHaveAttribute(
      'href',
      '/bredband',
    );
  },
};

export const WithSecondaryAction: Story = {
  args: {
    section: {
      ...single,
      id: 'hjalp',
      heading: 'Hittade du inte svaret?',
      body: 'Vi finns i chatten dygnet runt.',
      action: { label: 'Till kundservice', href: '/support' },
      secondaryAction: { label: 'Kontakta oss', href: '/kontakta-oss' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute(
      'data-variant',
      'outline',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <CallToAction {...args} />
      <CallToAction
        {...args}
        section={{
          ...single,
          id: 'hjalp',
          heading: 'Hittade du inte svaret?',
          body: undefined,
          action: { label: 'Till kundservice', href: '/support' },
          secondaryAction: { label: 'Kontakta oss', href: '/kontakta-oss' },
        }}
      />
    </div>
  ),
};
