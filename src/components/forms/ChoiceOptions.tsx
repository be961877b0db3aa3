import type { Choice } from '../../config/choices';

/** The options of a choice list (src/config/choices.ts), for a select: each choice's value and label. */
export const ChoiceOptions = ({ choices }: { choices: readonly Choice[] }) =>
  choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));
