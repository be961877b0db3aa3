/** A count with its noun, singular for one: '1 blog post', '3 blog posts', '1 enquiry' (plural given when not +s). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
