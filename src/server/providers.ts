import type { Config } from './config';
import type { Database } from './db/client';
import { createEmailProvider } from './integrations/email/create-email-provider';
import type { EmailProvider } from './integrations/email/email-provider';
import { createGeocoder } from './integrations/geocoder/create-geocoder';
import type { Geocoder } from './integrations/geocoder/geocoder';
import { createPaymentProvider } from './integrations/payments/create-payment-provider';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { ContractorProvider } from './integrations/places/contractor-provider';
import { createContractorProvider } from './integrations/places/create-contractor-provider';
import { createSmsProvider } from './integrations/sms/create-sms-provider';
import type { SmsProvider } from './integrations/sms/sms-provider';
import { createStorage } from './integrations/storage/create-storage';
import type { FileStorage } from './integrations/storage/file-storage';

/**
 * The external-service seams (ARCHITECTURE.md § Providers), each chosen by the environment with an embedded
 * default. Each lives in integrations/<name>/ and is added here with one field and one line in createProviders.
 * The analysis finder is not here: the engine's child process builds it from config.ai (jobs/analysis-worker.ts).
 */
export interface Providers {
  payments: PaymentProvider;
  storage: FileStorage;
  contractors: ContractorProvider;
  geocoder: Geocoder;
  sms: SmsProvider;
  email: EmailProvider;
}

export const createProviders = async (config: Config, database: Database): Promise<Providers> => ({
  payments: createPaymentProvider(config),
  storage: createStorage(config),
  contractors: createContractorProvider(config, database),
  geocoder: createGeocoder(config),
  sms: await createSmsProvider(config),
  email: createEmailProvider(config),
});
