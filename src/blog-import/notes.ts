import { Element, isTag, isText, Text, type ChildNode } from 'domhandler';

/**
 * Footnotes and endnotes of a .docx, post by post. mammoth writes every note into one list after the whole
 * document, `<ol><li id="footnote-1"><p>Text <a href="#footnote-ref-1">↑</a></p></li></ol>`, and each
 * reference as `<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>`. Cut into posts as they are,
 * all the notes would land in the last post, numbered across the document, their links leading nowhere
 * (the sanitiser drops ids). So the list is taken out before the cut, each reference becomes an empty
 * marker, and each post ends with the notes it refers to, numbered from 1 as plain superscripts.
 */

/** A reference between takeNotes and placeNotes; empty, so that it adds nothing to a title's or an excerpt's text. */
export const NOTE_MARKER = 'note-ref';
const NOTE_ID = 'note';

const NOTE = /^(?:foot|end)note-[\w-]+$/;
const BACK_LINK = /^#(?:foot|end)note-ref-/;

/** The nodes with `change` applied to each element, outside in: what it returns takes the element's place; undefined keeps it and goes inside. */
function rewrite(nodes: ChildNode[], change: (element: Element) => ChildNode[] | undefined): ChildNode[] {
  return nodes.flatMap((node) => {
    if (!isTag(node)) return [node];
    const replacement = change(node);
    if (replacement) return replacement;
    node.children = rewrite(node.children, change);
    return [node];
  });
}

/** Drops the space that stood before the back link, at the very end of a note. */
function trimEnd(nodes: ChildNode[]): void {
  const last = nodes.at(-1);
  if (last && isText(last)) last.data = last.data.trimEnd();
  else if (last && isTag(last)) trimEnd(last.children);
}

const isNoteItem = (node: ChildNode): node is Element => isTag(node) && node.name === 'li' && NOTE.test(node.attribs.id ?? '');

/** Takes the notes list out of a converted document (note id to content) and turns each reference into a marker. */
export function takeNotes(nodes: ChildNode[]): { nodes: ChildNode[]; notes: Map<string, ChildNode[]> } {
  const notes = new Map<string, ChildNode[]>();
  const rest = nodes.filter((node) => {
    if (!isTag(node) || node.name !== 'ol' || node.children.length === 0 || !node.children.every(isNoteItem)) return true;
    for (const item of node.children as Element[]) {
      const content = rewrite(item.children, (e) => (e.name === 'a' && BACK_LINK.test(e.attribs.href ?? '') ? [] : undefined));
      trimEnd(content);
      notes.set(item.attribs.id, content);
    }
    return false;
  });
  const marked = rewrite(rest, (e) => {
    const id = referenceOf(e);
    return id && notes.has(id) ? [new Element(NOTE_MARKER, { [NOTE_ID]: id })] : undefined;
  });
  return { nodes: marked, notes };
}

/** Inline formatting a reference's run may carry around mammoth's `<sup><a>` (Word's own superscript, bold). */
const REFERENCE_WRAPPERS = new Set(['sup', 'strong', 'b', 'em', 'i', 'u', 's']);

/**
 * The note a reference points to: a `<sup>` holding only the link to it, in any wrappers of inline
 * formatting around it (all of which the marker replaces, so the number is raised once, not twice).
 */
function referenceOf(element: Element, inSup = false): string | undefined {
  const [only, ...others] = element.children;
  if (element.name === 'a') return inSup ? element.attribs.href?.match(/^#(.+)$/)?.[1] : undefined;
  if (!REFERENCE_WRAPPERS.has(element.name) || others.length > 0 || !only || !isTag(only)) return undefined;
  return referenceOf(only, inSup || element.name === 'sup');
}

/** A post's nodes with its references as superscript numbers from 1, in order of first reference, and its notes listed at its end. */
export function placeNotes(nodes: ChildNode[], notes: ReadonlyMap<string, ChildNode[]>): ChildNode[] {
  const numbers = new Map<string, number>();
  const body = rewrite(nodes, (e) => {
    if (e.name !== NOTE_MARKER) return undefined;
    const id = e.attribs[NOTE_ID];
    if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
    return [new Element('sup', {}, [new Text(String(numbers.get(id)))])];
  });
  if (numbers.size === 0) return body;
  const items = [...numbers.keys()].map(
    (id) =>
      new Element(
        'li',
        {},
        notes.get(id)!.map((node) => node.cloneNode(true)),
      ),
  );
  return [...body, new Element('h2', {}, [new Text('Notes')]), new Element('ol', {}, items)];
}
