import { cn } from '../components/ui/cn';

/** What the server refused beyond a form's fields (useFieldErrors' `refusal`), above its buttons; nothing when there is none. */
export function FormRefusal({ message, className }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-sm font-medium text-red-800', className)}>
      {message}
    </p>
  );
}
