import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FaqSection } from './faq-section';
import { fixtureSection } from './testing/fixtures';

const meta = {
  title: 'Content/FaqSection',
  component: FaqSection,
  args: { section: fixtureSection('faq', 'ladda') },
} satisfies Meta<typeof FaqSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab reaches the first question, Enter opens it, arrows move between questions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Hur länge gäller mitt saldo?' });
    const second = canvas.getByRole('button', { name: 'Kan jag ladda åt någon annan?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/Saldot gäller i 12 månader/)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // Several answers may be open at once.
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side renders every region twice, so region names repeat; on a page they are unique.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => <FaqSection {...args} />,
  play: async ({ canvas }) => {
    // One answer open in each theme, so the reference shows both states.
    for (const trigger of canvas.getAllByRole('button', {
      name: 'Kan jag ladda åt någon annan?',
    })) {
      await userEvent.click(trigger);
    }
    // No focus ring in the reference: it would depend on which trigger was clicked last.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
