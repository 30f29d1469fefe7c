import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { iconNames } from '../Icon';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Foundation/Button',
  component: Button,
  args: { onClick: fn(), variant: 'primary', size: 'md', children: 'Submit' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconStart: { control: 'select', options: [undefined, ...iconNames] },
    iconEnd: { control: 'select', options: [undefined, ...iconNames] },
  },
  // A button's layout never depends on the viewport, so one width is enough.
  // Variants, Loading and Disabled carry the brand's look in every brand; sizes, icons, width and the
  // link form are layout and behaviour.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function Translated({
  k,
}: {
  k: 'actions.submit' | 'actions.confirm' | 'actions.cancel' | 'actions.delete' | 'actions.viewDetails';
}) {
  const { t } = useTranslation('common');
  return <>{t(k)}</>;
}

export const Default: Story = {
  args: { children: <Translated k="actions.submit" /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /.+/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => (
    <Box display="flex" gap="md" flexWrap="wrap" alignItems="center">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant === 'danger' ? (
            <Translated k="actions.delete" />
          ) : variant === 'outline' || variant === 'ghost' ? (
            <Translated k="actions.cancel" />
          ) : (
            <Translated k="actions.confirm" />
          )}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          <Translated k="actions.submit" />
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas.getAllByRole('button');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(medium!.getBoundingClientRect().height);
    await expect(medium!.getBoundingClientRect().height).toBeLessThan(large!.getBoundingClientRect().height);
  },
};

export const WithIcons: Story = {
  render: (args) => {
    const { t } = useTranslation('common');
    return (
      <Box display="flex" gap="md" alignItems="center">
        <Button {...args} iconStart="refresh">
          {t('actions.refresh')}
        </Button>
        <Button {...args} variant="outline" iconEnd="chevronEnd">
          {t('actions.next')}
        </Button>
        <Button {...args} variant="ghost" icon="close" aria-label={t('actions.close')} />
      </Box>
    );
  },
  play: async ({ canvas }) => {
    // The icon-only button is named by its aria-label, not by its (hidden) icon.
    await expect(canvas.getByRole('button', { name: /close|isara/i })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['!visual-one-brand'],
  args: { loading: true, children: <Translated k="actions.submit" /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still named while loading, so screen readers know what is busy.
    await expect(button).toHaveAccessibleName(/.+/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  tags: ['!visual-one-brand'],
  args: { disabled: true, children: <Translated k="actions.submit" /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Disabled buttons stay reachable by keyboard so their reason can be discovered.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: <Translated k="actions.confirm" /> },
  tags: ['!visual-one-width'],
  parameters: { visual: { fit: 'block' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const container = button.parentElement!;
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(
        container.getBoundingClientRect().width - parseFloat(getComputedStyle(container).paddingLeft) * 2,
      ),
    );
  },
};

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#details">
        <Translated k="actions.viewDetails" />
      </a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#details');
  },
};
