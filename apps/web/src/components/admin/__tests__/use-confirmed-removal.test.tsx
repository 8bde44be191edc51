import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@saathi/shared/messages';
import { toast } from '../../ui/toast';
import { useConfirmedRemoval } from '../use-confirmed-removal';

const ROW = { id: 7, name: 'Neem soap' };
afterEach(() => vi.restoreAllMocks());

describe('useConfirmedRemoval', () => {
  it('keeps the row asked about, removes it on confirm and closes', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useConfirmedRemoval(remove));
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.ask(ROW));
    expect(result.current.target).toBe(ROW);
    expect(result.current.dialog).toMatchObject({ open: true, busy: false });
    await act(async () => result.current.dialog.onConfirm());
    expect(remove).toHaveBeenCalledWith(ROW);
    expect(result.current.dialog.open).toBe(false);
  });

  it('is busy while removing', async () => {
    let finish = () => {};
    const remove = () => new Promise<void>((resolve) => (finish = resolve));
    const { result } = renderHook(() => useConfirmedRemoval(remove));
    act(() => result.current.ask(ROW));
    act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog.busy).toBe(true);
    await act(async () => finish());
    expect(result.current.dialog).toMatchObject({ open: false, busy: false });
  });

  it("shows a failure's message and closes, or stays open with keepOnFailure", async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    const remove = () => Promise.reject(new Error('offline'));
    const closing = renderHook(() => useConfirmedRemoval(remove));
    act(() => closing.result.current.ask(ROW));
    await act(async () => closing.result.current.dialog.onConfirm());
    expect(error).toHaveBeenCalledWith(MESSAGES.common.genericError);
    expect(closing.result.current.dialog.open).toBe(false);

    const keeping = renderHook(() => useConfirmedRemoval(remove, { keepOnFailure: true }));
    act(() => keeping.result.current.ask(ROW));
    await act(async () => keeping.result.current.dialog.onConfirm());
    expect(keeping.result.current.dialog).toMatchObject({ open: true, busy: false });
    act(() => keeping.result.current.dialog.onCancel());
    expect(keeping.result.current.target).toBeNull();
  });

  it('keeps a function asked about without calling it', async () => {
    const removeVersion = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() =>
      useConfirmedRemoval((remove: () => Promise<void>) => remove()),
    );
    act(() => result.current.ask(removeVersion));
    expect(removeVersion).not.toHaveBeenCalled();
    await act(async () => result.current.dialog.onConfirm());
    expect(removeVersion).toHaveBeenCalledOnce();
  });
});
