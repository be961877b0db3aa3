/** A candidate's account of being placed, shown in the home page's Success Stories section. */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  company: string;
  content: string;
  /** Star rating out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** Placeholder photo path; not displayed (the card shows the initials instead). */
  image: string;
}

/**
 * Before launch, replace with a real candidate's words, published with their written consent: UK consumer
 * law (DMCC Act 2024) prohibits fake or invented reviews.
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Sophie Marshall',
    role: 'Business Development Executive',
    company: 'B2B software company, Bristol',
    content:
      "I finished my psychology degree convinced my only options were a master's or the NHS. The team showed me how my research and statistics modules translated into a sales role, coached me through a two-stage interview and a mock discovery call, and I had an offer within three weeks. Two years on, I'm leading our new-business pipeline and still using what I learned about decision-making every day.",
    rating: 5,
    image: '/images/testimonials/placeholder-avatar.jpg',
  },
];
