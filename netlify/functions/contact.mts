import type { Config } from '@netlify/functions';
import { contactItem } from '../../src/api/contacts';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(contactItem);

export const config: Config = { path: '/api/contacts/:id' };
