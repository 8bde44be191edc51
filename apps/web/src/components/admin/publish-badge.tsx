import { Badge } from '../ui/badge';
import { useConsoleWidgetsT } from './widget-messages';

export function PublishBadge({ published }: { published: boolean }) {
  const t = useConsoleWidgetsT();
  return published ? (
    <Badge tone="success">{t('consoleWidgets.published')}</Badge>
  ) : (
    <Badge tone="warning">{t('consoleWidgets.draft')}</Badge>
  );
}
