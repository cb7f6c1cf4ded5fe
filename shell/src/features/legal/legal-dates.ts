/** The date the current versions of the legal pages took effect. */
export const LEGAL_DOCUMENTS_DATE = 'April 28, 2025';
export const LEGAL_DOCUMENTS_ISO_DATE = '2025-04-28';
