// The enterprise form's field messages, shown by the form in the browser, by the server's answer to a plain form
// post and in the enterprise API's 400 alike. Words, so the words gate reads shared/messages/ as content; here
// rather than in content/ because the shared validators return them and shared/ imports nothing of ours (decision
// 161).

/** The three day-and-time choices (shared/enterprise-schema.ts CHOICE_FIELDS). */
type ChoiceField = 'firstChoice' | 'secondChoice' | 'thirdChoice';

// spec 5 "Enterprise form": the messages below are the spec's, word for word.
export const enterpriseMessages = {
  phone: 'Please enter a valid phone.',
  name: 'Please enter a valid name.',
  email: 'Please enter a valid email.',
  businessName: 'Please enter a valid business name.',
  websiteURL: 'Please enter a valid website URL.',
  industry: 'Please enter a valid industry.',
  role: 'Please enter a valid role.',
  companySize: 'Please enter a valid company size.',
  revenue: 'Please enter a valid revenue.',
  timeZone: 'Please enter a valid time zone.',
  firstChoice: 'Please enter a valid first choice date.',
  secondChoice: 'Please enter a valid second choice date.',
  thirdChoice: 'Please enter a valid third choice date.',
  // Not in the spec's table (docs/decisions/023-enterprise-option-lists.md).
  countryCode: 'Please enter a valid country.',
  services: 'Please choose services from the list.',
  comments: 'Comments must be 2000 characters or fewer.',
} as const;

/** The choices as the duplicate message names them, in the middle of its sentence. */
const choiceNamesInText: Record<ChoiceField, string> = {
  firstChoice: 'first choice',
  secondChoice: 'second choice',
  thirdChoice: 'third choice',
};

/** spec 5: "This date and time has already been selected for {other choice}. ..." */
export function duplicateChoiceMessage(other: ChoiceField): string {
  return `This date and time has already been selected for ${choiceNamesInText[other]}. Please choose a different date and time.`;
}
