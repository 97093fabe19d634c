import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useTheme } from '../lib/use-theme';
import { IsolatedTheme, type ThemeState } from '../testing/isolated-theme';
import { ThemeControl } from './theme-control';

const RESOLVED_LABEL = { light: 'ljust', dark: 'mörkt' } as const;

/** The control and what the page would show, as the site's footer uses it. */
function ThemeControlWithResult() {
  const { resolved } = useTheme();
  return (
    <div className="flex flex-col gap-4">
      <ThemeControl />
      <p className="text-sm text-muted">
        Sidan visas <output data-testid="resolved">{RESOLVED_LABEL[resolved]}</output>.
      </p>
    </div>
  );
}

const meta = {
  title: 'Design system/ThemeControl',
  component: ThemeControl,
  render: () => <ThemeControlWithResult />,
  decorators: [
    (Story, { parameters }) => (
      <IsolatedTheme {...(parameters['themeState'] as ThemeState | undefined)}>
        <Story />
      </IsolatedTheme>
    ),
  ],
} satisfies Meta<typeof ThemeControl>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No stored choice: Automatiskt, and the system's light preference decides. */
export const Default: Story = {
  parameters: { themeState: { pathname: '/bredband', systemPrefersDark: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Tema' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Automatiskt' })).toBeChecked();
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('ljust');
  },
};

/** A stored dark choice is shown as checked. */
export const StoredDark: Story = {
  parameters: { themeState: { choice: 'dark', pathname: '/bredband' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Mörkt' })).toBeChecked();
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('mörkt');
  },
};

/** Arrow keys move the choice, as in every radio group, and the theme follows at once. */
export const Keyboard: Story = {
  parameters: { themeState: { pathname: '/bredband', systemPrefersDark: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Automatiskt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ljust' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Mörkt' })).toBeChecked();
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('mörkt');
  },
};

/** Ljust overrides a system that prefers dark; Automatiskt gives the system its say again. */
export const OverridesTheSystem: Story = {
  parameters: { themeState: { pathname: '/bredband', systemPrefersDark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('mörkt');
    await userEvent.click(canvas.getByRole('radio', { name: 'Ljust' }));
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('ljust');
    await userEvent.click(canvas.getByRole('radio', { name: 'Automatiskt' }));
    await expect(canvas.getByTestId('resolved')).toHaveTextContent('mörkt');
  },
};

/** Each stored choice, for the visual review. */
export const AllStates: Story = {
  decorators: [],
  render: () => (
    <div className="flex flex-col gap-6">
      {(['auto', 'light', 'dark'] as const).map((choice) => (
        <IsolatedTheme key={choice} choice={choice} pathname="/bredband" systemPrefersDark={false}>
          <ThemeControl legend={`Tema (sparat: ${choice})`} />
        </IsolatedTheme>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['auto', 'light', 'dark']);
  },
};
