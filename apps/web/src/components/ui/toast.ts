import hotToast from 'react-hot-toast/headless';

/** Marks a blank toast as a warning (spec part 1 §8: "the warning toast"). */
export const WARNING_ICON = '⚠';

/**
 * toast.success('Login Successful'): react-hot-toast's store, shown top-right by the <Toaster />
 * of the root layout with the spec's durations and limit.
 */
export const toast = {
  success: (message: string) => hotToast.success(message),
  error: (message: string) => hotToast.error(message),
  warning: (message: string) => hotToast(message, { icon: WARNING_ICON }),
  dismiss: (id?: string) => hotToast.dismiss(id),
  /** Removes every toast at once, without the fade (tests). */
  removeAll: () => hotToast.remove(),
};
