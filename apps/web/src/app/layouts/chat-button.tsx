import { phoneInternationalDigits } from '@saathi/shared/phone';
import { ChatIcon } from '../../components/ui/icons';
import { useCompanySettings } from '../../features/company';
import { useShellT } from '../../lib/i18n/shell';

/** The right end of the phone's bottom bar that the chat button takes (its 3 rem and margins). */
export const CHAT_BUTTON_ROOM = 'pr-16';

/**
 * The chat link: a plain link to the messaging service, no third-party script. On a phone it sits
 * at the right end of the bottom bar, in the room the bar keeps for it (CHAT_BUTTON_ROOM), so it
 * never covers the page (issue 28); on wider screens it floats in the corner.
 */
export function ChatButton() {
  const { chatPhone } = useCompanySettings();
  const t = useShellT();
  return (
    <aside aria-label={t('shell.chat')}>
      <a
        href={`https://wa.me/${phoneInternationalDigits(chatPhone)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shell.chatOnWhatsApp')}
        data-testid="chat-button"
        className="fixed right-2 bottom-[calc(env(safe-area-inset-bottom)+0.25rem)] z-40 inline-flex size-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 md:right-4 md:bottom-6 md:z-30 md:size-14"
      >
        <ChatIcon />
      </a>
    </aside>
  );
}
