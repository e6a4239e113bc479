import { text, type TextDescriptor } from '../i18n/text';
import { rescissionRules, type RescissionRule } from './rules';

/** The name of each state in our data, in the reader's language (`i18n._(name)`). */
const stateNames: Readonly<Record<string, TextDescriptor>> = {
  alaska: text('Alaska'),
  arizona: text('Arizona'),
  arkansas: text('Arkansas'),
  california: text('California'),
  colorado: text('Colorado'),
  delaware: text('Delaware'),
  florida: text('Florida'),
  georgia: text('Georgia'),
  hawaii: text('Hawaii'),
  maryland: text('Maryland'),
  michigan: text('Michigan'),
  missouri: text('Missouri'),
  nevada: text('Nevada'),
  'new-jersey': text('New Jersey'),
  'north-carolina': text('North Carolina'),
  'south-carolina': text('South Carolina'),
  tennessee: text('Tennessee'),
  texas: text('Texas'),
  utah: text('Utah'),
  virginia: text('Virginia'),
  wisconsin: text('Wisconsin'),
};

/** A rule's state, named in the reader's language. */
export function stateNameOf(rule: Pick<RescissionRule, 'id' | 'state'>): TextDescriptor {
  return stateNames[rule.id] ?? { id: rule.state, message: rule.state };
}

/** Every state in our rescission data, alphabetical, as choices for a form. */
export const stateOptionsInData: readonly {
  readonly value: string;
  readonly label: TextDescriptor;
}[] = [...rescissionRules]
  .sort((a, b) => a.state.localeCompare(b.state))
  .map((rule) => ({ value: rule.id, label: stateNameOf(rule) }));
