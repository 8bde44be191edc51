import { Badge } from '../ui/badge';

export function PublishBadge({ published }: { published: boolean }) {
  return published ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>;
}
