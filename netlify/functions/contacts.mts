import type { Config } from '@netlify/functions';
import { contactsCollection } from '../../src/api/contacts';
import { netlifyFunction } from '../../src/api/netlify';

export default netlifyFunction(contactsCollection);

export const config: Config = { path: '/api/contacts' };
