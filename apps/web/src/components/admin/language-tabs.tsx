import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { LANGUAGES } from '@saathi/shared';
import { Tabs } from '../ui/tabs';
import { useContentHindiT } from './content-hindi-messages';

export type EditorLanguage = 'en' | 'hi';

/** The language an editor shows, kept in its address (`?language=hi`) as the page editor's. */
export function useEditorLanguage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const language: EditorLanguage = searchParams.get('language') === 'hi' ? 'hi' : 'en';
  const setLanguage = (next: EditorLanguage) =>
    setSearchParams(next === 'en' ? {} : { language: next });
  return [language, setLanguage] as const;
}

interface LanguageTabsProps {
  label: string;
  language: EditorLanguage;
  onChange: (language: EditorLanguage) => void;
  /** The selected language's editor. */
  children: ReactNode;
}

/** "English" and "हिन्दी (Hindi)" tabs above an editor (decision 0165, as 0142's page editor). */
export function LanguageTabs({ label, language, onChange, children }: LanguageTabsProps) {
  const t = useContentHindiT();
  const options = [
    { value: 'en', label: LANGUAGES.en.name },
    { value: 'hi', label: t('contentHindi.hindiTab', { language: LANGUAGES.hi.name }) },
  ] as const;
  return (
    <Tabs label={label} value={language} options={options} onChange={onChange}>
      {children}
    </Tabs>
  );
}
