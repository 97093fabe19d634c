import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const faq = (
  <>
    <AccordionItem value="leverans">
      <AccordionTrigger>Hur snabbt får jag mitt bredband?</AccordionTrigger>
      <AccordionContent>
        Korttidsbredband levereras inom 1–3 arbetsdagar. För långtidsbredband beror tiden på ditt
        nät.
      </AccordionContent>
    </AccordionItem>
    <AccordionItem value="avbrott">
      <AccordionTrigger>Får jag ersättning vid avbrott?</AccordionTrigger>
      <AccordionContent>
        Ja, om ersättningen för avbrottet blir minst 25 kr dras den av på din nästa faktura.
      </AccordionContent>
    </AccordionItem>
    <AccordionItem value="flytt">
      <AccordionTrigger>Kan jag ta med bredbandet när jag flyttar?</AccordionTrigger>
      <AccordionContent>Ja, så länge den nya adressen finns i samma nät.</AccordionContent>
    </AccordionItem>
  </>
);

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  args: { type: 'single', children: faq, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { collapsible: true },
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', { name: 'Hur snabbt får jag mitt bredband?' });
    const second = canvas.getByRole('button', { name: 'Får jag ersättning vid avbrott?' });
    const third = canvas.getByRole('button', {
      name: 'Kan jag ta med bredbandet när jag flyttar?',
    });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('region', { name: 'Hur snabbt får jag mitt bredband?' }),
    ).toHaveTextContent('1–3 arbetsdagar');

    // Arrow keys move between headers; opening another closes the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('region', { name: 'Får jag ersättning vid avbrott?' }),
    ).toHaveTextContent('minst 25 kr');
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('avbrott');

    // End and Home jump; arrows wrap.
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();

    // Collapsible: Enter on the open header closes it.
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['leverans'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Får jag ersättning vid avbrott?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const HeadingLevel: Story = {
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="a">
        <AccordionTrigger headingLevel={2}>Vanliga frågor om mobil</AccordionTrigger>
        <AccordionContent>Svar.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Vanliga frågor om mobil' }),
    ).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side renders the same open answer twice, so its region name repeats; on a
    // page every question is unique.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <Accordion type="single" collapsible defaultValue="avbrott">
      {faq}
      <AccordionItem value="inaktiv" disabled>
        <AccordionTrigger>En inaktiv fråga</AccordionTrigger>
        <AccordionContent>Syns inte.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};
