import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useConsoleWidgetsT } from './widget-messages';

/** A console dialog: the shared ConfirmDialog whose Cancel is in the console's language. */
export function ConsoleConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  const t = useConsoleWidgetsT();
  return <ConfirmDialog cancelLabel={t('consoleWidgets.cancel')} {...props} />;
}
