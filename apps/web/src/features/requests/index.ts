// The requests feature's public face: nothing is shared yet; the router loads its pages
// ("My requests" in the account area, the console's queue) and others use its query keys.
export {};
