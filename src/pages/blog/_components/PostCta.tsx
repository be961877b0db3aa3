import { responseHours } from '../../../config/site';
import { buttonVariants } from '../../../components/ui/button';

/** The call to action under every post (spec 2). */
export function PostCta() {
  return (
    <section aria-labelledby="post-cta" className="mt-12 rounded-xl bg-indigo-700 p-8 text-white print:hidden">
      <h2 id="post-cta" className="text-2xl font-semibold">
        Ready to start your sales career?
      </h2>
      <p className="mt-2 text-indigo-100">
        Send us your CV and we will be in touch within {responseHours.application} hours, or ask our consultants anything.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/#application" className={buttonVariants({ variant: 'inverse' })}>
          Submit Your CV
        </a>
        <a href="/#contact" className={buttonVariants({ variant: 'inverseOutline' })}>
          Get in Touch
        </a>
      </div>
    </section>
  );
}
