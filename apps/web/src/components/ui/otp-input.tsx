import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@saathi/shared/constants';
import { digitsOnly } from '../../lib/digits';
import { useShellT } from '../../lib/i18n/shell';

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

interface OtpInputProps {
  /** One entry per box, '' when empty. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called when the last empty box is filled by typing or pasting (auto-verify). */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  /** Accessible name of the group. */
  label?: string;
}

/**
 * Six one-digit boxes: digits only, typing moves to the next box, Backspace on an empty box moves
 * back, a paste (or the phone's code suggestion) fills all boxes from the first.
 */
export function OtpInput({ digits, onChange, onComplete, disabled, label }: OtpInputProps) {
  const t = useShellT();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    refs.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();

  const commit = (next: string[], focusIndex: number) => {
    onChange(next);
    focus(focusIndex);
    if (next.every(Boolean)) onComplete?.(next.join(''));
  };

  const fillFrom = (start: number, text: string) => {
    const next = [...digits];
    const chars = digitsOnly(text)
      .slice(0, OTP_LENGTH - start)
      .split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    commit(next, start + chars.length);
  };

  const onInput = (index: number, raw: string) => {
    const typed = digitsOnly(raw);
    if (!typed) {
      // Cleared (or only a non-digit typed, which is ignored).
      if (raw === '') onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (typed.length === 2 && digits[index]) {
      // A digit typed next to the one already in the box replaces it.
      const digit = typed[0] === digits[index] ? typed[1] : typed[0];
      commit(
        digits.map((d, i) => (i === index ? digit : d)),
        index + 1,
      );
      return;
    }
    // One digit, or the phone's code suggestion filling several boxes at once.
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = digitsOnly(event.clipboardData.getData('text'));
    if (!text) return;
    const next = emptyOtp();
    text
      .slice(0, OTP_LENGTH)
      .split('')
      .forEach((char, i) => {
        next[i] = char;
      });
    commit(next, text.length);
  };

  return (
    <div
      role="group"
      aria-label={label ?? t('shell.oneTimeCode')}
      className="flex justify-between gap-2"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          aria-label={t('shell.digitNumber', { number: index + 1 })}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          className="size-12 min-w-0 rounded-lg border border-neutral-300 text-center text-xl font-semibold focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:bg-neutral-100"
        />
      ))}
    </div>
  );
}
