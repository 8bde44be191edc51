import { useMemo } from 'react';
import { intlLocale } from '@saathi/shared/locales';
import { formatDate } from '../format';
import { useLanguage } from './i18n';

/**
 * Dates and times in the language on screen (decision 0168): "26 Nov 2026, 10:30 am", "26 नव॰ 2026"
 * in Hindi, Latin digits, read in India. Its own module,
 * so the first load does not carry it.
 */
export function useDates() {
  const language = useLanguage();
  return useMemo(() => {
    const timeFormat = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: 'Asia/Kolkata',
      timeStyle: 'short',
    });
    const time = (value: string | Date) => timeFormat.format(new Date(value));
    return {
      /** "26 Nov 2026" */
      date: (value: string | Date) => formatDate(value, language),
      /** "10:30 am" */
      time,
      /** "26 Nov 2026, 10:30 am" */
      dateTime: (value: string | Date) => `${formatDate(value, language)}, ${time(value)}`,
    };
  }, [language]);
}
