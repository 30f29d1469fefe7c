import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { QRCode, qrCodeSizes } from './QRCode';

const APP_URL = 'https://portal.example.com/app/download?platform=android';

const meta = {
  title: 'Components/Account/QRCode',
  component: QRCode,
  args: { value: APP_URL, label: 'Scan to download the app', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: qrCodeSizes } },
  // Default carries the brand's look; captions and sizes are content and sizing.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu's app-download code. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  render: (args) => {
    const { t } = useTranslation('account');
    return <QRCode {...args} label={t('qrCode.appDownload')} />;
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /.+/ });
    await expect(image).toHaveAttribute('data-value', APP_URL);
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  },
};

export const WithCaptions: Story = {
  render: (args) => {
    const { t } = useTranslation('account');
    return (
      <Box display="flex" gap="lg">
        <QRCode
          {...args}
          size="sm"
          value="https://portal.example.com/app/download?platform=ios"
          label={t('qrCode.appDownload')}
          caption={t('qrCode.ios')}
        />
        <QRCode {...args} size="sm" label={t('qrCode.appDownload')} caption={t('qrCode.android')} />
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="lg" alignItems="flex-end">
      {qrCodeSizes.map((size) => (
        <QRCode key={size} {...args} size={size} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas.getAllByRole('img');
    await expect(small!.getBoundingClientRect().width).toBeLessThan(medium!.getBoundingClientRect().width);
    await expect(medium!.getBoundingClientRect().width).toBeLessThan(large!.getBoundingClientRect().width);
  },
};
