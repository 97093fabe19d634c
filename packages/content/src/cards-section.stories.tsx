import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@lingon/design-system/button';
import { expect, fn, userEvent, within } from 'storybook/test';
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

const startChat = fn();

/**
 * Kontakta oss: the page puts its own 'Starta chatten' button in the chat card, where content
 * can only give a link; the other cards keep their links.
 */
export const WithPageAction: Story = {
  args: {
    section: fixtureSection('cards', 'kontakta-oss'),
    cardAction: (card) =>
      card.title === 'Chatt' ? <Button onClick={startChat}>Starta chatten</Button> : null,
  },
  play: async ({ canvas }) => {
    startChat.mockClear();
    const chat = canvas.getByRole('heading', { name: 'Chatt' }).closest('li') as HTMLElement;
    await expect(within(chat).queryByRole('link')).toBeNull();
    await userEvent.click(within(chat).getByRole('button', { name: 'Starta chatten' }));
    await expect(startChat).toHaveBeenCalledOnce();
    // The card's text points at nothing by where it is on the screen or a label a phone hides.
    await expect(chat).not.toHaveTextContent(/längst|nere|höger|Chatta med oss/i);
    const phone = canvas.getByRole('heading', { name: 'Telefon' }).closest('li') as HTMLElement;
    await expect(within(phone).getByRole('link', { name: 'Ring oss' })).toHaveAttribute(
      'href',
      'tel:+46771404040',
    );
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
