// Its own module: the chrome decides it on every page, where the route table is not loaded (client/app/route-table.ts).

/** Paths containing choose-plan or emailsignup hide the business-creation menu (spec 2.3). */
export function hidesBusinessMakerMenu(pathname: string): boolean {
  return pathname.includes('choose-plan') || pathname.includes('emailsignup');
}
