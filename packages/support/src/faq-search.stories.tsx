import { supportErrorHandlers, supportHandlers } from '@lingon/contracts/msw/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FaqSearch, noResultsText } from './faq-search';
import { SUPPORT_ERROR_TEXT } from './load-error';
import { StoryLink, withFreshCache } from './testing/story-state';

const meta = {
  title: 'Support/FaqSearch',
  component: FaqSearch,
  args: { linkAs: StoryLink },
  decorators: [withFreshCache],
  parameters: { msw: { handlers: supportHandlers } },
} satisfies Meta<typeof FaqSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** Typing searches; the count is announced; a word nobody wrote about shows the empty state. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Sök bland vanliga frågor' });
    await userEvent.type(input, 'faktura');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/träff/), slow);
    const results = canvas.getByRole('list', { name: 'Sökresultat' });
    const links = within(results).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${links.length} ${links.length === 1 ? 'träff' : 'träffar'} för ”faktura”`,
    );
    await expect(links[0]).toHaveTextContent(/faktura/i);

    await userEvent.clear(input);
    await userEvent.type(input, 'xyzzy');
    await expect(await canvas.findByText(noResultsText('xyzzy'), {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Sökresultat' })).toBeNull();
  },
};

/** One character does not search (the service needs two). */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'e');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: supportErrorHandlers } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'esim');
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(SUPPORT_ERROR_TEXT);
  },
};
