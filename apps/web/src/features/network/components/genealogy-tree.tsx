import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { hierarchy, tree as treeLayout } from 'd3-hierarchy';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import type { NetworkNode } from '@saathi/shared';
import type { LoadedTree } from './use-genealogy';
import { useNetworkT } from '../messages';

const CARD_W = 188;
const CARD_H = 66;
const GAP_X = 20;
const GAP_Y = 48;
const HEIGHT = 560;

interface Placed {
  id: number;
  x: number;
  y: number;
  parentId: number | null;
  node: NetworkNode;
  /** A "show more" placeholder after a parent's loaded children. */
  moreOf?: number;
}

export interface GenealogyTreeHandle {
  /** Pans (and zooms to 1) so the node is in view. */
  focus(id: number): void;
}

interface GenealogyTreeProps {
  rootId: number;
  nodes: LoadedTree;
  selectedId: number | null;
  busyId: number | null;
  onSelect: (id: number) => void;
  onToggle: (id: number) => void;
  onMore: (id: number) => void;
  ref?: Ref<GenealogyTreeHandle>;
}

/** Positions of the open part of the tree (d3-hierarchy's tidy tree), "more" slots included. */
function layout(rootId: number, nodes: LoadedTree): Placed[] {
  interface Item {
    id: number;
    moreOf?: number;
    children?: Item[];
  }
  const build = (id: number): Item => {
    const entry = nodes.get(id)!;
    if (!entry.isOpen || !entry.childIds) return { id };
    const children: Item[] = entry.childIds.filter((child) => nodes.has(child)).map(build);
    if (entry.nextAfter || entry.isPartial) children.push({ id: -id, moreOf: id });
    return { id, children };
  };
  if (!nodes.has(rootId)) return [];
  const root = treeLayout<Item>().nodeSize([CARD_W + GAP_X, CARD_H + GAP_Y])(
    hierarchy(build(rootId)),
  );
  return root.descendants().map((point) => ({
    id: point.data.id,
    x: point.x,
    y: point.y,
    parentId: point.parent?.data.id ?? null,
    node: nodes.get(point.data.moreOf ?? point.data.id)!.node,
    moreOf: point.data.moreOf,
  }));
}

const short = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
const amount = (value: number) => value.toLocaleString('en-IN');

/**
 * The visual genealogy: a tidy tree laid out by d3-hierarchy, panned and zoomed by d3-zoom. Only
 * the cards inside the view are drawn (re-culled once per animation frame while panning), and the
 * pan itself moves one SVG group without React, so thousands of open nodes stay smooth.
 */
export function GenealogyTree({
  rootId,
  nodes,
  selectedId,
  busyId,
  onSelect,
  onToggle,
  onMore,
  ref,
}: GenealogyTreeProps) {
  const t = useNetworkT();
  const svgRef = useRef<SVGSVGElement>(null);
  const groupRef = useRef<SVGGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [view, setView] = useState<{ transform: ZoomTransform; width: number }>({
    transform: zoomIdentity,
    width: 1000,
  });
  const placed = useMemo(() => layout(rootId, nodes), [rootId, nodes]);
  const byId = useMemo(() => new Map(placed.map((item) => [item.id, item])), [placed]);

  useEffect(() => {
    const svg = svgRef.current!;
    let frame = 0;
    let latest = zoomIdentity;
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.15, 2])
      .on('zoom', (event: { transform: ZoomTransform }) => {
        latest = event.transform;
        groupRef.current?.setAttribute('transform', latest.toString());
        if (!frame) {
          frame = requestAnimationFrame(() => {
            frame = 0;
            setView({ transform: latest, width: svg.clientWidth || 1000 });
          });
        }
      });
    zoomRef.current = behavior;
    const selection = select(svg);
    selection.call(behavior);
    selection.call(behavior.transform, zoomIdentity.translate((svg.clientWidth || 1000) / 2, 24));
    return () => {
      cancelAnimationFrame(frame);
      selection.on('.zoom', null);
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      focus(id: number) {
        const item = byId.get(id);
        const svg = svgRef.current;
        if (!item || !svg || !zoomRef.current) return;
        const width = svg.clientWidth || 1000;
        select(svg).call(
          zoomRef.current.transform,
          zoomIdentity.translate(width / 2 - item.x, HEIGHT / 3 - item.y),
        );
      },
    }),
    [byId],
  );

  // The part of the layout inside the view, with a margin of one card.
  const { transform, width } = view;
  const left = (-transform.x - CARD_W) / transform.k;
  const right = (width - transform.x + CARD_W) / transform.k;
  const top = (-transform.y - CARD_H) / transform.k;
  const bottom = (HEIGHT - transform.y + CARD_H) / transform.k;
  const isVisible = (item: Placed) =>
    item.x >= left && item.x <= right && item.y >= top && item.y <= bottom;
  const visible = placed.filter(isVisible);
  const links = placed.filter(
    (item) => item.parentId !== null && (isVisible(item) || isVisible(byId.get(item.parentId)!)),
  );

  return (
    <svg
      ref={svgRef}
      role="tree"
      aria-label={t('network.treeLabel')}
      className="h-[560px] w-full cursor-grab touch-none rounded-xl border border-neutral-200 bg-neutral-50 select-none active:cursor-grabbing"
    >
      <g ref={groupRef}>
        {links.map((item) => {
          const parent = byId.get(item.parentId!)!;
          const midY = (parent.y + CARD_H + item.y) / 2;
          return (
            <path
              key={`link-${item.id}`}
              d={`M${parent.x},${parent.y + CARD_H} V${midY} H${item.x} V${item.y}`}
              fill="none"
              stroke="#a3a3a3"
            />
          );
        })}
        {visible.map((item) =>
          item.moreOf ? (
            <g
              key={item.id}
              role="button"
              tabIndex={0}
              transform={`translate(${item.x - CARD_W / 2},${item.y})`}
              onClick={() => onMore(item.moreOf!)}
              onKeyDown={(event) => event.key === 'Enter' && onMore(item.moreOf!)}
              className="cursor-pointer"
            >
              <rect
                width={CARD_W}
                height={CARD_H}
                rx={10}
                fill="white"
                stroke="#d4d4d4"
                strokeDasharray="4 3"
              />
              <text
                x={CARD_W / 2}
                y={CARD_H / 2 + 5}
                textAnchor="middle"
                className="fill-brand text-sm font-semibold"
              >
                {busyId === item.moreOf
                  ? t('network.loadingMore')
                  : t('network.moreChildren', { count: amount(item.node.directCount) })}
              </text>
            </g>
          ) : (
            <NodeCard
              key={item.id}
              item={item}
              nodes={nodes}
              isSelected={item.id === selectedId}
              isBusy={busyId === item.id}
              onSelect={onSelect}
              onToggle={onToggle}
            />
          ),
        )}
      </g>
    </svg>
  );
}

function NodeCard({
  item,
  nodes,
  isSelected,
  isBusy,
  onSelect,
  onToggle,
}: {
  item: Placed;
  nodes: LoadedTree;
  isSelected: boolean;
  isBusy: boolean;
  onSelect: (id: number) => void;
  onToggle: (id: number) => void;
}) {
  const t = useNetworkT();
  const { node } = item;
  const isOpen = nodes.get(node.id)?.isOpen && nodes.get(node.id)?.childIds;
  return (
    <g
      transform={`translate(${item.x - CARD_W / 2},${item.y})`}
      role="treeitem"
      aria-selected={isSelected}
      aria-expanded={node.hasChildren ? Boolean(isOpen) : undefined}
      aria-label={`${node.name}, ${node.referralCode}`}
      data-testid="tree-node"
      tabIndex={0}
      onClick={() => onSelect(node.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSelect(node.id);
        if (event.key === ' ' && node.hasChildren) onToggle(node.id);
      }}
      className="cursor-pointer"
    >
      <title>
        {t('network.nodeSummary', {
          name: node.name,
          code: node.referralCode,
          rank: node.rank.replaceAll('_', ' '),
          personal: amount(node.personalBv),
          group: amount(node.groupBv),
          direct: node.directCount,
          all: node.downlineCount,
        })}
      </title>
      <rect
        width={CARD_W}
        height={CARD_H}
        rx={10}
        fill={isSelected ? '#fff7ed' : 'white'}
        stroke={isSelected ? 'var(--color-brand, #c2410c)' : '#d4d4d4'}
        strokeWidth={isSelected ? 2 : 1}
      />
      <text x={10} y={20} className="fill-neutral-900 text-[13px] font-semibold">
        {short(node.name, 22)}
      </text>
      <text x={10} y={37} className="fill-neutral-600 text-[11px]">
        {short(`${node.referralCode} · ${node.rank.replaceAll('_', ' ')}`, 30)}
      </text>
      <text x={10} y={55} className="fill-neutral-700 text-[11px]">
        {t('network.cardFigures', {
          personal: amount(node.personalBv),
          group: amount(node.groupBv),
        })}
      </text>
      {node.hasChildren ? (
        <g
          role="button"
          aria-label={t(isOpen ? 'network.closeChildren' : 'network.openChildren', {
            name: node.name,
            count: node.directCount,
          })}
          transform={`translate(${CARD_W / 2},${CARD_H})`}
          onClick={(event) => {
            event.stopPropagation();
            onToggle(node.id);
          }}
          className="cursor-pointer"
        >
          <circle r={11} fill="white" stroke="#a3a3a3" />
          <text y={4} textAnchor="middle" className="fill-neutral-800 text-[11px] font-semibold">
            {isBusy ? '…' : isOpen ? '−' : amount(node.directCount)}
          </text>
        </g>
      ) : null}
    </g>
  );
}
