import type { ExtractedDocument, PropertyDetails } from '../types';

export const extractPropertyDetails = (_doc: ExtractedDocument): PropertyDetails => ({ address: null, inspectionDate: null });
