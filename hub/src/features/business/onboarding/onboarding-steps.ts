import type { FieldPath } from 'react-hook-form';
import type { BusinessRegisterBody } from '@tradeshub/sdk';

type BusinessFormField = FieldPath<BusinessRegisterBody>;

export interface OnboardingStep {
  id: 'what' | 'contact' | 'where' | 'rules';
  title: string;
  /** One line under the title, in the voice of the form. */
  intro: string;
  /** The form fields this step asks for; Continue checks only these. */
  fields: readonly BusinessFormField[];
}

/** The four steps of registering a business, in order. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'what',
    title: 'What you do',
    intro: 'Tell customers what kind of work you take on and how you trade.',
    fields: ['name', 'workCategories', 'accountType', 'crn', 'vatNo', 'isAssessor'],
  },
  {
    id: 'contact',
    title: 'Contact details',
    intro: 'How customers and Tradeshub can reach your business.',
    fields: ['email', 'businessPhoneNumber'],
  },
  {
    id: 'where',
    title: 'Where you work',
    intro: 'Your business address puts you on the map; your radius decides which customers find you.',
    fields: [
      'location.address1',
      'location.address2',
      'location.locality',
      'location.postcode',
      'location.latitude',
      'location.longitude',
      'radius',
      'serviceArea',
    ],
  },
  {
    id: 'rules',
    title: 'Business rules',
    intro: 'The standards every business on Tradeshub agrees to.',
    fields: [],
  },
];

/** Every field the server may name in a 400, for showServerErrors. */
export const BUSINESS_FORM_FIELDS: readonly BusinessFormField[] = ONBOARDING_STEPS.flatMap((step) => step.fields);

/** The step that asks for a field, so a server error there can take the person back to it. */
export function stepOfField(field: string): number {
  const index = ONBOARDING_STEPS.findIndex((step) => step.fields.some((f) => field === f || field.startsWith(`${f}.`)));
  return index === -1 ? 0 : index;
}
