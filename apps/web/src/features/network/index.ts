// The network: "My network" (its route page is loaded by the app) and the console's associate
// screens (admin/pages, loaded by the console). Nothing else is shared yet.
export {};
