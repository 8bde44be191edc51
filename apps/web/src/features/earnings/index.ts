// Earnings: the associate's rank progress card (shown on My network) and the console's
// compensation plan, simulator and monthly closing screens (admin/pages, loaded by the console).
export { BinaryLegsCard } from './components/binary-legs-card';
export { RankProgressCard } from './components/rank-progress-card';
export { ClawbacksPanel } from './components/clawbacks-panel';
