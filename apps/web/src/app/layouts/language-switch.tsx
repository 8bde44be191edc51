import { useId } from 'react';
import { LANGUAGE_CODES, LANGUAGES, isLanguage } from '@saathi/shared/locales';
import { useChooseLanguage } from '../../features/auth';
import { useLanguage } from '../../lib/i18n/i18n';
import { useShellT } from '../../lib/i18n/shell';

/**
 * The language of the screens: each named in itself, so a reader finds theirs whatever is shown.
 * A native select: every phone and screen reader knows it, and more languages fit without change.
 */
export function LanguageSwitch({
  className = '',
  isLabelShown = false,
}: {
  className?: string;
  /** The word "Language" on screen (the phone menu), not only read out (the header). */
  isLabelShown?: boolean;
}) {
  const t = useShellT();
  const language = useLanguage();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={isLabelShown ? 'font-semibold text-neutral-800' : 'sr-only'}>
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="h-11 rounded-lg border border-neutral-300 bg-white px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-50"
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
