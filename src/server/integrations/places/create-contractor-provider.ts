import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ContractorProvider } from './contractor-provider';
import { createDirectoryProvider } from './directory-provider';
import { createGooglePlacesProvider } from './google-places-provider';

export const createContractorProvider = (config: Config, database: Database): ContractorProvider =>
  config.contractors.provider === 'google'
    ? createGooglePlacesProvider({ apiKey: config.contractors.apiKey, baseUrl: config.contractors.baseUrl })
    : createDirectoryProvider(database.db);
