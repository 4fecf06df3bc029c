/** Product facts of spec 9 that belong to no single plan. */
export const productFacts = {
  /** "Website Builder storage is also quoted as 3 GB." */
  websiteBuilderStorageGb: 3,
  /** Business mail: "20 or more mailboxes by phone". */
  mailboxesByPhoneFrom: 20,
  /** Local listings: "70+ directories". */
  localDirectories: 70,
  /** Website design turnaround. */
  webDesignTurnaroundWeeks: { min: 4, max: 6 },
} as const;
