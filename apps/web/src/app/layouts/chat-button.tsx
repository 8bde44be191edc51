import { phoneInternationalDigits } from '@saathi/shared/phone';
import { ChatIcon } from '../../components/ui/icons';
import { useCompanySettings } from '../../features/company';

/** The floating chat link: a plain link to the messaging service, no third-party script. */
export function ChatButton() {
  const { chatPhone } = useCompanySettings();
  return (
    <aside aria-label="Chat">
      <a
        href={`https://wa.me/${phoneInternationalDigits(chatPhone)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        data-testid="chat-button"
        className="fixed right-4 bottom-20 z-30 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 md:bottom-6"
      >
        <ChatIcon />
      </a>
    </aside>
  );
}
