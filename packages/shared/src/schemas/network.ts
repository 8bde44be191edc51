import { z } from 'zod';
import { ASSOCIATE_RANKS } from './associate';
import { BINARY_LEGS } from './earnings';

// The associate network (spec part 2 §7 "Associates"; shapes not shown there, designed in
// docs/decisions/0040). Ids in these paths are associate ids (GET /associates/self/data gives one's own).

export const ASSOCIATE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AssociateStatus = (typeof ASSOCIATE_STATUSES)[number];

export const TREE_DEPTH_MAX = 3;
export const TREE_CHILDREN_LIMIT_MAX = 100;
export const NETWORK_PAGE_SIZE_MAX = 100;
export const NETWORK_SEARCH_MAX_LENGTH = 60;
export const DOWNLINE_SORTS = ['tree', 'joined', 'level', 'bv', 'groupBv'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

export const NETWORK_MESSAGES = {
  notAnAssociate: 'Only associates have a network.',
  cycle: 'An associate cannot be placed under their own downline.',
  moveRoot: "The company's own node cannot be moved.",
  alreadyPlaced: 'The associate is already placed there.',
  parentMissing: 'No associate has this id.',
  alreadyAssociate: 'This person is already an associate.',
  sponsorMissing: 'No associate has this referral code.',
  debitTooLarge: (balance: number) =>
    `A debit cannot exceed the confirmed balance of ${balance} BV.`,
} as const;

/** One node as the tree, lists and cards show it. */
export const networkNodeSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    parentId: z.number().int().nullable(),
    sponsorId: z.number().int().nullable(),
    name: z.string(),
    username: z.string(),
    imageUrl: z.string().nullable(),
    referralCode: z.string(),
    rank: z.string(),
    status: z.enum(ASSOCIATE_STATUSES),
    joinedAt: z.string(),
    /** Levels below the node the request was about (0 for that node; negative for its upline). */
    level: z.number().int(),
    personalBv: z.number().int(),
    groupBv: z.number().int(),
    directCount: z.number().int(),
    downlineCount: z.number().int(),
    hasChildren: z.boolean(),
  })
  .meta({ id: 'NetworkNode' });
export type NetworkNode = z.infer<typeof networkNodeSchema>;

export type TreeNode = NetworkNode & {
  /** Loaded children (absent when not loaded: beyond the requested depth). */
  children?: TreeNode[];
  /** Present when more children exist than were loaded: pass it as `after` to load them. */
  nextChildrenAfter?: number | null;
};
export const treeNodeSchema: z.ZodType<TreeNode> = networkNodeSchema
  .extend({
    children: z.array(z.lazy(() => treeNodeSchema)).optional(),
    nextChildrenAfter: z.number().int().nullable().optional(),
  })
  .meta({ id: 'TreeNode' });

/**
 * The genealogy as it stood at the end of this day, India time (decision 0132); absent = today's.
 * Counters on the cards (BV, members) stay today's: only who sat where is historical.
 */
const asOf = z.iso.date('Use a date like 2026-04-01').optional();

export const treeQuerySchema = z
  .object({
    asOf,
    depth: z.coerce.number().int().min(1).max(TREE_DEPTH_MAX).default(2),
    limit: z.coerce.number().int().min(1).max(TREE_CHILDREN_LIMIT_MAX).default(20),
    /** Children of the requested node after this child id (the next page of one level). */
    after: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict();
export const treeResponseSchema = z.object({ success: z.literal(true), data: treeNodeSchema });

const searchText = z.string().trim().max(NETWORK_SEARCH_MAX_LENGTH).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(NETWORK_PAGE_SIZE_MAX).default(fallback);

export const downlineQuerySchema = z
  .object({
    page,
    limit: limit(20),
    /** Levels below the node: 1 = direct. */
    level: z.coerce.number().int().min(1).max(10_000).optional(),
    q: searchText,
    sort: z.enum(DOWNLINE_SORTS).default('tree'),
    asOf,
  })
  .strict();
export type DownlineQuery = z.input<typeof downlineQuerySchema>;

export const downlineResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    node: networkNodeSchema,
    items: z.array(networkNodeSchema),
    page: z.number().int(),
    limit: z.number().int(),
    /** Members matching the level and search filters. */
    total: z.number().int(),
    /** The whole downline by level (unfiltered). */
    levels: z.array(z.object({ level: z.number().int(), members: z.number().int() })),
  }),
});
export type DownlinePage = z.infer<typeof downlineResponseSchema>['data'];

export const upstreamResponseSchema = z.object({
  success: z.literal(true),
  /** From the company's node down to the requested node. */
  data: z.array(networkNodeSchema),
});

export const REFERRED_KINDS = ['ASSOCIATE', 'CUSTOMER'] as const;
export const referredUsersQuerySchema = z.object({ page, limit: limit(20) }).strict();
export const referredUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  imageUrl: z.string().nullable(),
  kind: z.enum(REFERRED_KINDS),
  associateId: z.number().int().nullable(),
  referralCode: z.string().nullable(),
  rank: z.string().nullable(),
  joinedAt: z.string(),
});
export const referredUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(referredUserSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});

// Admin: GET/POST/PUT /associates, PUT /associates/{id}/parent.
export const associateListQuerySchema = z
  .object({
    page,
    limit: limit(20),
    q: searchText,
    rank: z.enum(ASSOCIATE_RANKS).optional(),
    status: z.enum(ASSOCIATE_STATUSES).optional(),
  })
  .strict();
export const associateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(networkNodeSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});

const associateId = z.coerce
  .number({ error: NETWORK_MESSAGES.parentMissing })
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** Makes an existing customer an associate under a sponsor (placed under the sponsor). */
export const createAssociateSchema = z
  .object({
    userId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    /** Without it: the associate who referred the customer, else the company's node. */
    sponsorReferralCode: z.string().trim().min(1).max(40).optional(),
    rank: z.enum(ASSOCIATE_RANKS).optional(),
    /** Under a binary plan with MANUAL placement: the sponsor's leg (decision 0148). */
    leg: z.enum(BINARY_LEGS, { error: 'Choose the left or the right leg.' }).optional(),
  })
  .strict();
export const updateAssociateSchema = z
  .object({
    rank: z.enum(ASSOCIATE_RANKS).optional(),
    status: z.enum(ASSOCIATE_STATUSES).optional(),
  })
  .strict()
  .refine((value) => value.rank !== undefined || value.status !== undefined, {
    message: 'Give a rank or a status to change.',
  });
export const moveAssociateSchema = z
  .object({
    parentId: associateId,
    /** The node's confirmed BV as it should be: a difference is a ledger adjustment. */
    bvValue: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  })
  .strict();
export const associateNodeResponseSchema = z.object({
  success: z.literal(true),
  data: networkNodeSchema,
});
export const moveResultSchema = z.object({
  success: z.literal(true),
  data: z.object({
    node: networkNodeSchema,
    previousParentId: z.number().int().nullable(),
    movedMembers: z.number().int(),
    bvAdjustment: z.number().int(),
  }),
});
