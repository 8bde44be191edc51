import { Spinner } from './spinner';

/** Covers the whole screen while something blocking loads (e.g. a session being restored). */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div
      className="fixed inset-0 z-[100] flex items-center justify-center bg-white/80 backdrop-blur-sm"
      data-testid="full-screen-spinner"
    >
      <Spinner label={label} size={48} />
    </div>
  );
}
