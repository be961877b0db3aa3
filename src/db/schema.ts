import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps come back as Date; callers may write a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Every table of the product, as TypeScript sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  applications: ApplicationsTable;
  cvFiles: CvFilesTable;
  contacts: ContactsTable;
  blogPosts: BlogPostsTable;
  jobs: JobsTable;
  comments: CommentsTable;
  users: UsersTable;
  sessions: SessionsTable;
  authUsers: AuthUsersTable;
  rateLimits: RateLimitsTable;
}

export interface ApplicationsTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  degree: 'bachelor' | 'master' | 'phd' | 'other';
  interest: 'b2b' | 'b2c' | 'tech' | 'healthcare' | 'financial' | 'consulting' | 'other' | null;
  bio: string | null;
  cvFileName: string | null;
  cvFilePath: string | null;
  consent: boolean;
  createdAt: Generated<Date>;
}

/** The CV itself, stored beside its application in the same transaction. */
export interface CvFilesTable {
  applicationId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  data: Uint8Array;
  createdAt: Generated<Date>;
}

export interface ContactsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: 'candidate' | 'employer' | 'partnership' | 'general';
  message: string;
  createdAt: Generated<Date>;
}

interface SocialPostingColumns {
  linkedinPosted: Generated<boolean>;
  linkedinPostUrl: string | null;
  blueskyPosted: Generated<boolean>;
  blueskyPostUrl: string | null;
  facebookPosted: Generated<boolean>;
  facebookPostUrl: string | null;
}

export interface BlogPostsTable extends SocialPostingColumns {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  category: Generated<string>;
  author: string;
  excerpt: string | null;
  /** Null means draft. */
  publishedAt: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export type JobType = 'Full-time' | 'Part-time' | 'Contract' | 'Remote';

export interface JobsTable extends SocialPostingColumns {
  id: Generated<number>;
  title: string;
  company: string;
  location: string;
  type: JobType;
  description: string;
  requirements: string;
  salary: string | null;
  benefits: string | null;
  applicationUrl: string | null;
  contactEmail: string | null;
  isActive: Generated<boolean>;
  postedAt: Generated<Date>;
  expiresAt: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface CommentsTable {
  id: Generated<number>;
  blogPostId: number;
  parentId: number | null;
  authorName: string;
  authorEmail: string;
  content: string;
  authorWebsite: string | null;
  isApproved: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
}

export interface SessionsTable {
  sid: string;
  sess: ColumnType<unknown, string, string>;
  expire: Timestamp;
}

export interface AuthUsersTable {
  id: Generated<number>;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;

/** Request counts per client and window, for the public POSTs' rate limits. */
export interface RateLimitsTable {
  bucket: string;
  clientKey: string;
  windowStart: Timestamp;
  hits: number;
  updatedAt: Generated<Date>;
}
