import type { ReactNode } from 'react';
import { EnglishOnlyContext } from './i18n';

/**
 * A screen not translated yet (issue 29 goes screen by screen): it and every widget in it stay in
 * English whatever language is chosen, marked lang="en" for screen readers, while the header and
 * footer around it follow the choice. `contents`: the wrapper takes no part in the layout.
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  return (
    <EnglishOnlyContext value>
      <div lang="en" className="contents">
        {children}
      </div>
    </EnglishOnlyContext>
  );
}
