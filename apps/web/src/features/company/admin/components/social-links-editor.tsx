import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import {
  SOCIAL_LABEL,
  SOCIAL_NETWORKS,
  type SettingsFormValues,
  type SocialNetwork,
} from './settings-form-values';

type Links = SettingsFormValues['socialLinks'];
const MAX_LINKS = 8;

interface SocialLinksEditorProps {
  links: Links;
  onChange: (links: Links) => void;
  error: (path: string) => string | undefined;
}

/** The company's social pages: a network and a web address each. */
export function SocialLinksEditor({ links, onChange, error }: SocialLinksEditorProps) {
  const update = (index: number, change: Partial<Links[number]>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">Social links</legend>
      {links.length === 0 ? (
        <p className="text-sm text-neutral-700">No social links: the footer shows none.</p>
      ) : null}
      {links.map((link, index) => (
        <div
          key={index}
          className="grid items-start gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[10rem_1fr_auto]"
        >
          <SelectField
            label={`Network ${index + 1}`}
            value={link.network}
            onChange={(event) => update(index, { network: event.target.value as SocialNetwork })}
            error={error(`socialLinks.${index}.network`)}
          >
            {SOCIAL_NETWORKS.map((network) => (
              <option key={network} value={network}>
                {SOCIAL_LABEL[network]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={`Link ${index + 1}`}
            type="url"
            value={link.url}
            placeholder="https://"
            onChange={(event) => update(index, { url: event.target.value })}
            error={error(`socialLinks.${index}.url`)}
          />
          <Button
            variant="ghost"
            className="text-red-700 sm:mt-6"
            aria-label={`Remove link ${index + 1}`}
            onClick={() => onChange(links.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {links.length < MAX_LINKS ? (
        <Button
          variant="secondary"
          onClick={() => onChange([...links, { network: 'facebook', url: '' }])}
        >
          Add a social link
        </Button>
      ) : null}
    </fieldset>
  );
}
