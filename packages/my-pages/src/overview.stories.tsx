import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyPagesOverview } from './overview';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/Overview',
  component: MyPagesOverview,
  args: { now: MYPAGES_FIXTURE_NOW },
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof MyPagesOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna: a card per subscription with data left, her latest invoice and new order confirmations. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dina abonnemang' })).toBeVisible();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThanOrEqual(3);
    await expect((await canvas.findAllByRole('progressbar')).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('heading', { name: 'Senaste fakturan' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Nya orderbekräftelser' }),
    ).toBeVisible();
    // Every page of my pages can be reached from here (SPEC §2 'Areas shown on my pages').
    const shortcuts = canvas
      .getByRole('heading', { level: 2, name: 'Genvägar' })
      .closest('section') as HTMLElement;
    for (const [name, href] of [
      ['Byt abonnemang', '/mitt-lingon/byt-abonnemang'],
      ['Familjeabonnemang', '/mitt-lingon/anslutna-abonnemang/familjeabonnemang'],
      ['Värva en vän', '/mitt-lingon/varva-en-van'],
      ['Överlåt abonnemang', '/mitt-lingon/overlatelse'],
    ]) {
      await expect(within(shortcuts).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/**
 * The broadband card leads to the speed change, never to the subscription pages (which are about
 * mobile subscriptions only and would show another subscription).
 */
export const BroadbandCard: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: /^Bredband 250\/250/ });
    await expect(
      within(card).getByRole('link', { name: 'Byt hastighet för Bredband 250/250' }),
    ).toHaveAttribute('href', '/mitt-lingon/byt-bredband');
    await expect(within(card).queryByRole('link', { name: /Detaljer och saldo/ })).toBeNull();
    await expect(within(card).getAllByRole('link')).toHaveLength(1);
  },
};

/** Erik's prepaid card: a way straight to the top-up with his number filled in. */
export const PrepaidCard: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hej Erik!' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Ladda kontantkort Lingon Kontantkort' }),
    ).toHaveAttribute('href', '/kontantkort/ladda?nummer=0731234560');
  },
};

/** Karin has nothing yet: a friendly empty state with ways to become a customer. */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Du har inga abonnemang hos oss än' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Kolla bredband på din adress' }),
    ).toHaveAttribute('href', '/bredband');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar Mitt Lingon…');
  },
};

/** The services are down: say so, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina abonnemang',
    );
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** Anna and the empty state in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Senaste fakturan' })).toBeVisible();
    await expect((await canvas.findAllByRole('progressbar')).length).toBeGreaterThan(0);
  },
};
