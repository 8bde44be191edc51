import type {
  BinaryPlan,
  EarningsPlanDefinition,
  EarningsPlanType,
  EarningsRank,
} from '@saathi/shared';
import type { AreaKey } from '@saathi/shared/locales';

/**
 * The editor's values: every plan type's fields at once, so switching the type keeps what was
 * typed; the payload keeps only the chosen type's fields (the schema is strict). Lists of
 * percentages are typed as "10, 5".
 */
export type PlanFormValues = {
  type: EarningsPlanType;
  name: string;
  effectiveMonth: string;
  paisePerPoint: number;
  payoutCapPercent: number;
  activeMinPersonalBv: number;
  ranks: EarningsRank[];
  levels: { percent: number }[];
  compression: boolean;
  placement: BinaryPlan['placement'];
  ratio: BinaryPlan['ratio'];
  pairBv: number;
  pairPaise: number;
  capPaise: number;
  carryCapBv: number;
  flushAfterMonths: number;
  matchingPercents: string;
  rankCaps: BinaryPlan['rankCaps'];
  width: number;
  rankPercents: string;
  generationPercents: string;
};

export const NEW_PLAN: PlanFormValues = {
  type: 'unilevel',
  name: '',
  effectiveMonth: '',
  paisePerPoint: 100,
  payoutCapPercent: 20,
  activeMinPersonalBv: 50,
  ranks: [],
  levels: [{ percent: 5 }],
  compression: true,
  placement: 'WEAKER_LEG',
  ratio: '1:1',
  pairBv: 100,
  pairPaise: 1000,
  capPaise: 0,
  carryCapBv: 0,
  flushAfterMonths: 0,
  matchingPercents: '',
  rankCaps: [],
  width: 3,
  rankPercents: '',
  generationPercents: '',
};

const listOf = (values: readonly number[] | undefined) => (values ?? []).join(', ');
const numbersOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

export function toFormValues(definition: EarningsPlanDefinition): PlanFormValues {
  const values = { ...NEW_PLAN, ...definition } as PlanFormValues & Record<string, unknown>;
  if (definition.type === 'binary') values.matchingPercents = listOf(definition.matchingPercents);
  if (definition.type === 'breakaway') {
    values.rankPercents = listOf(definition.rankPercents);
    values.generationPercents = listOf(definition.generationPercents);
  }
  return values;
}

/** Only the chosen type's fields. */
export function toPayload(values: PlanFormValues) {
  const { type, name, effectiveMonth, paisePerPoint, payoutCapPercent, activeMinPersonalBv } =
    values;
  const base = { type, name, effectiveMonth, paisePerPoint, payoutCapPercent, activeMinPersonalBv };
  const ranks = values.ranks;
  switch (type) {
    case 'binary':
      return {
        ...base,
        ranks,
        placement: values.placement,
        ratio: values.ratio,
        pairBv: values.pairBv,
        pairPaise: values.pairPaise,
        capPaise: values.capPaise,
        rankCaps: values.rankCaps,
        carryCapBv: values.carryCapBv,
        flushAfterMonths: values.flushAfterMonths,
        matchingPercents: numbersOf(values.matchingPercents),
      };
    case 'matrix':
      return { ...base, ranks, width: values.width, levels: values.levels };
    case 'breakaway':
      return {
        ...base,
        ranks,
        rankPercents: numbersOf(values.rankPercents),
        generationPercents: numbersOf(values.generationPercents),
      };
    default:
      return { ...base, ranks, levels: values.levels, compression: values.compression };
  }
}

const percents = (values: readonly number[]) => values.map((value) => `${value}%`).join(' / ');

/** A version's type and its main parameters, for the list of versions, in the console's words. */
export function describePlan(
  definition: EarningsPlanDefinition,
  t: (key: AreaKey<'consoleEarnings'>, values?: Record<string, unknown>) => string,
) {
  switch (definition.type) {
    case 'binary':
      return t('consoleEarnings.describeBinary', {
        ratio: definition.ratio,
        bv: definition.pairBv,
        rupees: definition.pairPaise / 100,
      });
    case 'matrix':
      return t('consoleEarnings.describeMatrix', {
        width: definition.width,
        depth: definition.levels.length,
        levels: percents(definition.levels.map((level) => level.percent)),
      });
    case 'breakaway':
      return t('consoleEarnings.describeBreakaway', {
        percents: percents(definition.rankPercents),
      });
    default:
      return (
        t('consoleEarnings.describeUnilevel', {
          levels: percents(definition.levels.map((level) => level.percent)),
        }) + (definition.compression ? t('consoleEarnings.describeCompression') : '')
      );
  }
}
