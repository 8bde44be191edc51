// Exact integer arithmetic for money: BigInt inside, so a × b never loses a paisa to floats.

/** a × b ÷ c rounded half-up, for whole numbers a, b ≥ 0 and c > 0. */
export function multiplyDivideHalfUp(a: number, b: number, c: number): number {
  const big = 2n * BigInt(a) * BigInt(b) + BigInt(c);
  return Number(big / (2n * BigInt(c)));
}

/**
 * Shares `total` over `weights` in proportion, in whole paise that add up to `total` exactly:
 * each share is rounded down, and the paise left over go one each to the largest remainders
 * (ties: the larger weight, then the earlier line) — so no share exceeds its weight when the
 * total does not exceed the weights' sum. With all weights 0 the shares are even.
 */
export function apportionPaise(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const effective = weightSum === 0 ? weights.map(() => 1) : weights;
  const divisor = BigInt(weightSum === 0 ? weights.length : weightSum);
  const exact = effective.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((product) => Number(product / divisor));
  let leftOver = total - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((product, index) => ({ index, remainder: product % divisor, weight: effective[index]! }))
    .sort((a, b) =>
      a.remainder === b.remainder
        ? b.weight - a.weight || a.index - b.index
        : a.remainder > b.remainder
          ? -1
          : 1,
    );
  for (const { index } of order) {
    if (leftOver === 0) break;
    shares[index]! += 1;
    leftOver -= 1;
  }
  return shares;
}
