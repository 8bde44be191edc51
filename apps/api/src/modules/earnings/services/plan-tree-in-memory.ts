import type { BinaryPlan } from '@saathi/shared';

/** How a plan tree places a newcomer: breadth-first (matrix) or the binary plan's setting. */
export type PlacementRule = 'BFS' | BinaryPlan['placement'];

/** A position as plan_positions keeps it, without its lane and path (derived from the parent's). */
export interface KeptPosition {
  associateId: number;
  parentId: number | null;
  slot: number | null;
  depth: number;
  children: number;
  size: number;
  openDepth: number;
}

/**
 * A plan tree held in memory, placing one associate after another by exactly the steps of
 * place_plan_positions (migration 0044, decision 0147): the same parent, slot and kept counters
 * for each, but without a row update per ancestor (decision 0169). Positions are numbered in the
 * order they were added; `kids` holds each one's child in each slot (-1 when free).
 */
export class PlanTreeInMemory {
  readonly associateIds: number[] = [];
  readonly parents: number[] = [];
  readonly slots: (number | null)[] = [];
  readonly depths: number[] = [];
  readonly children: number[] = [];
  readonly sizes: number[] = [];
  readonly openDepths: number[] = [];
  /** Positions added before the placing started whose kept counters changed since. */
  readonly changed = new Set<number>();
  private readonly kids: number[] = [];
  private readonly byAssociate = new Map<number, number>();
  private firstRoot = -1;
  private existing = 0;

  constructor(
    private readonly width: number,
    private readonly rule: PlacementRule,
  ) {}

  /** The tree as it is kept, parents before children (join order is). */
  load(positions: readonly KeptPosition[]) {
    for (const position of positions) {
      const parent = position.parentId === null ? -1 : this.byAssociate.get(position.parentId)!;
      const index = this.add(position.associateId, parent, position.slot, position.depth);
      this.children[index] = position.children;
      this.sizes[index] = position.size;
      this.openDepths[index] = position.openDepth;
    }
    this.existing = this.associateIds.length;
  }

  get count() {
    return this.associateIds.length;
  }

  /** After the positions placed so far are written: they count as kept from now on. */
  settle() {
    this.existing = this.associateIds.length;
    this.changed.clear();
  }

  private add(associateId: number, parent: number, slot: number | null, depth: number) {
    const index = this.associateIds.length;
    this.associateIds.push(associateId);
    this.parents.push(parent);
    this.slots.push(slot);
    this.depths.push(depth);
    this.children.push(0);
    this.sizes.push(1);
    this.openDepths.push(depth);
    for (let slotIndex = 0; slotIndex < this.width; slotIndex += 1) this.kids.push(-1);
    this.byAssociate.set(associateId, index);
    if (parent >= 0) this.kids[parent * this.width + slot! - 1] = index;
    else if (this.firstRoot < 0 || associateId < this.associateIds[this.firstRoot]!)
      this.firstRoot = index;
    return index;
  }

  private kid(index: number, slot: number) {
    return this.kids[index * this.width + slot - 1]!;
  }

  private touch(index: number) {
    if (index < this.existing) this.changed.add(index);
  }

  /** Places an associate under its sponsor's position (or the first root) by the rule. */
  place(associateId: number, parentId: number | null) {
    let sponsor = parentId === null ? undefined : this.byAssociate.get(parentId);
    if (sponsor === undefined) {
      // The company's node, or someone whose parent is not placed: under the first root.
      if (parentId === null || this.firstRoot < 0) {
        this.add(associateId, -1, null, 0);
        return;
      }
      sponsor = this.firstRoot;
    }
    const side = this.rule === 'OUTER_LEFT' ? 1 : this.rule === 'OUTER_RIGHT' ? 2 : undefined;
    let target = sponsor;
    let slot: number;
    if (side) {
      for (let next = this.kid(target, side); next >= 0; next = this.kid(target, side))
        target = next;
      slot = side;
    } else {
      if (
        (this.rule === 'WEAKER_LEG' || this.rule === 'MANUAL') &&
        this.children[sponsor]! >= this.width
      ) {
        // The leg with fewer members (the lower slot on a tie).
        let weaker = this.kid(sponsor, 1);
        for (let legSlot = 2; legSlot <= this.width; legSlot += 1) {
          const leg = this.kid(sponsor, legSlot);
          if (this.sizes[leg]! < this.sizes[weaker]!) weaker = leg;
        }
        sponsor = weaker;
      }
      // Down the leftmost child holding the subtree's shallowest free slot.
      const openDepth = this.openDepths[sponsor]!;
      target = sponsor;
      while (this.depths[target]! < openDepth) {
        let down = 1;
        while (this.openDepths[this.kid(target, down)]! !== openDepth) down += 1;
        target = this.kid(target, down);
      }
      slot = 1;
      while (this.kid(target, slot) >= 0) slot += 1;
    }
    this.add(associateId, target, slot, this.depths[target]! + 1);
    for (let up = target; up >= 0; up = this.parents[up]!) {
      this.sizes[up]! += 1;
      this.touch(up);
    }
    this.children[target]! += 1;
    // The free slot's depth upward, until a position's does not change.
    for (let up = target; up >= 0; up = this.parents[up]!) {
      let openDepth = this.depths[up]!;
      if (this.children[up]! >= this.width) {
        openDepth = Infinity;
        for (let kidSlot = 1; kidSlot <= this.width; kidSlot += 1)
          openDepth = Math.min(openDepth, this.openDepths[this.kid(up, kidSlot)]!);
      }
      if (openDepth === this.openDepths[up]) break;
      this.openDepths[up] = openDepth;
      this.touch(up);
    }
  }
}
