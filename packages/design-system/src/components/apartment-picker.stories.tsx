import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ApartmentPicker, type Apartment } from './apartment-picker';

/** Homes at Storgatan 12 A–B: 09xx is the floor below the entrance, 10xx the entrance floor. */
const apartments: Apartment[] = [
  { pointId: 'SE-12-A-1002', apartmentNumber: '1002', entrance: 'A' },
  { pointId: 'SE-12-A-1101', apartmentNumber: '1101', entrance: 'A' },
  { pointId: 'SE-12-A-0902', apartmentNumber: '0902', entrance: 'A' },
  { pointId: 'SE-12-A-1003', apartmentNumber: '1003', entrance: 'A' },
  { pointId: 'SE-12-A-1102', apartmentNumber: '1102', entrance: 'A' },
  { pointId: 'SE-12-B-1201', apartmentNumber: '1201', entrance: 'B' },
  { pointId: 'SE-12-B-0903', apartmentNumber: '0903', entrance: 'B' },
  { pointId: 'SE-12-B-1202', apartmentNumber: '1202', entrance: 'B' },
  { pointId: 'SE-12-B-1302', apartmentNumber: '1302', entrance: 'B' },
  { pointId: 'SE-12-B-1303', apartmentNumber: '1303', entrance: 'B' },
];

const byNumber = (number: string) =>
  apartments.find((apartment) => apartment.apartmentNumber === number);

const meta = {
  title: 'Design system/ApartmentPicker',
  component: ApartmentPicker,
  args: { apartments, onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApartmentPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Välj din bostad i listan:' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Lägenhetsnummer' });
    await expect(search).toHaveAttribute('placeholder', 'Sök lgh-nummer');
    await expect(search).toHaveAccessibleDescription(/hyreskontrakt/);
    await expect(canvas.getAllByRole('option')).toHaveLength(10);

    // Typing filters as you type: 0902 and 0903 have no "1".
    await userEvent.type(search, '1');
    await expect(canvas.getAllByRole('option')).toHaveLength(8);
    await expect(canvas.queryByRole('option', { name: /Lgh 0902/ })).toBeNull();

    // Keyboard only: ↓ enters the list on the first match, ↓ moves on, Enter selects.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = canvas.getByRole('listbox', { name: 'Välj din bostad i listan:' });
    await expect(listbox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const active = canvas.getByRole('option', { name: /Lgh 1003/ });
    await expect(listbox).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(byNumber('1003'));
    await expect(active).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox');
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.tab();
    await expect(listbox).toHaveFocus();
    const options = canvas.getAllByRole('option');
    // Focus by Tab lands on the first option.
    await expect(listbox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{End}');
    await expect(listbox).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{Home}');
    await expect(listbox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(listbox).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard(' ');
    // Natural order puts the 09xx floor first: the second option is 0903.
    await expect(args.onSelect).toHaveBeenCalledWith(byNumber('0903'));

    // ↑ from the first option goes back to the search field.
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const TypingInTheListSearches: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox');
    await userEvent.click(search);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toHaveFocus();
    await userEvent.keyboard('13');
    await expect(search).toHaveFocus();
    await expect(search).toHaveValue('13');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

export const SelectByClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('option', { name: /Lgh 1201/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(byNumber('1201'));
    await expect(canvas.getByRole('option', { name: /Lgh 1201/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * A press on an option far down a scrolled list picks that option: focus arriving with the press
 * does not first make the top option active and scroll the list away from under the pointer.
 */
export const SelectByClickAfterScrolling: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('listbox');
    list.scrollTop = list.scrollHeight;
    const scrolled = list.scrollTop;
    const last = canvas.getByRole('option', { name: /Lgh 1303/ });
    // Pressed, not yet released (a finger on the screen): the pressed option is the active one,
    // and the list stays where it is, so the release lands on the same option.
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: last });
    await expect(list).toHaveFocus();
    await expect(list).toHaveAttribute('aria-activedescendant', last.id);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(list.scrollTop).toBe(scrolled);
    await user.pointer({ keys: '[/MouseLeft]', target: last });
    await expect(args.onSelect).toHaveBeenCalledWith(byNumber('1303'));
    await expect(last).toHaveAttribute('aria-selected', 'true');
  },
};

export const Selected: Story = { args: { selectedPointId: 'SE-12-A-1101' } };

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '4711');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Ingen lägenhet matchar ”4711”.');
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <ApartmentPicker
        {...args}
        apartments={apartments.slice(0, 3)}
        selectedPointId="SE-12-A-1101"
      />
      <ApartmentPicker {...args} apartments={[]} headingLevel={3} />
    </div>
  ),
};
