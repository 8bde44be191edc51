// The console overview's query keys (a public entry of the feature, beside index.ts).
const DASHBOARD = ['dashboard'] as const;

export const dashboardKeys = {
  /** The overview's figures and charts; other features' writes that move a figure invalidate it. */
  all: () => DASHBOARD,
};
