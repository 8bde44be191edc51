import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput, emptyOtp } from '../otp-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  return <OtpInput digits={digits} onChange={setDigits} onComplete={onComplete} />;
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

describe('OtpInput', () => {
  it('has six labelled boxes', () => {
    render(<Harness onComplete={vi.fn()} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes digits only and moves to the next box', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('-2');
    expect(values()).toBe('42');
    expect(box(3)).toHaveFocus();
  });

  it('moves back with Backspace from an empty box, clearing the previous digit', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toBe('1');
  });

  it('fills every box from a paste and submits the full code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(3));
    await user.paste('12 34-56');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('verifies automatically when the 6th digit is typed', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('98765');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });
});
