import type { CompanySettings } from '@saathi/shared';

export type SocialNetwork = CompanySettings['socialLinks'][number]['network'];
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  'facebook',
  'instagram',
  'youtube',
  'x',
  'linkedin',
  'whatsapp',
];
export const SOCIAL_LABEL: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/** The settings as the form holds them: the office and invoicing lines as one text, a line each. */
export type SettingsFormValues = Omit<CompanySettings, 'office' | 'logoUrl' | 'invoicing'> & {
  logoUrl: string;
  office: Omit<CompanySettings['office'], 'addressLines'> & { addressLines: string };
  invoicing: Omit<CompanySettings['invoicing'], 'addressLines'> & { addressLines: string };
};

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const settingsToValues = (settings: CompanySettings): SettingsFormValues => ({
  ...settings,
  logoUrl: settings.logoUrl ?? '',
  office: { ...settings.office, addressLines: settings.office.addressLines.join('\n') },
  invoicing: {
    ...settings.invoicing,
    addressLines: settings.invoicing.addressLines.join('\n'),
  },
  socialLinks: settings.socialLinks.map((link) => ({ ...link })),
});

export const valuesToSettings = (values: SettingsFormValues): CompanySettings => ({
  ...values,
  logoUrl: values.logoUrl.trim() || null,
  office: { ...values.office, addressLines: toLines(values.office.addressLines) },
  invoicing: { ...values.invoicing, addressLines: toLines(values.invoicing.addressLines) },
  socialLinks: values.socialLinks.map((link) => ({ ...link, url: link.url.trim() })),
});
