import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@saathi/shared/messages';
import { emptyOtp } from '../../../components/ui/otp-input';
import { OtpVerification } from '../components/otp-verification';

function Harness({ onResend }: { onResend: () => Promise<boolean> }) {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <OtpVerification
      destination="9876543210"
      digits={digits}
      onDigitsChange={setDigits}
      onComplete={() => undefined}
      onResend={onResend}
    />
  );
}

describe('OTP countdown and resend', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 05:00 and enables Resend only at 0, which restarts and clears', async () => {
    const onResend = vi.fn(async () => true);
    render(<Harness onResend={onResend} />);
    const resend = screen.getByRole('button', { name: MESSAGES.registration.resendOtp });
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('05:00');
    expect(resend).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Digit 1'), { target: { value: '7' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('04:59');
    act(() => vi.advanceTimersByTime(298_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('00:01');
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('00:00');
    expect(resend).toBeEnabled();

    await act(async () => {
      fireEvent.click(resend);
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('05:00');
    expect(screen.getByLabelText('Digit 1')).toHaveValue('');
    expect(resend).toBeDisabled();
  });

  it('keeps the countdown when a resend fails', async () => {
    render(<Harness onResend={async () => false} />);
    act(() => vi.advanceTimersByTime(300_000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.registration.resendOtp }));
    });
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('00:00');
  });
});
