// The audit feature's public face: nothing is shared; the console loads its page.
export {};
