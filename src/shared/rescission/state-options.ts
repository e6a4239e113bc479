import type { Option } from '../option-list';
import { rescissionRules } from './rules';

/** Every state in our rescission data, alphabetical, as choices for a form. */
export const stateOptionsInData: readonly Option[] = [...rescissionRules]
  .sort((a, b) => a.state.localeCompare(b.state))
  // State names are proper names: the same in every language.
  .map((rule) => ({ value: rule.id, label: { id: rule.state, message: rule.state } }));
